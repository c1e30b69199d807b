import CSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Another program kept running to answer one request after another (git's
/// `cat-file --batch`), so that thousands of small reads cost one process
/// rather than one each.
///
/// The owner writes a request, then reads the whole answer before writing the
/// next: neither side then waits on a full pipe while the other waits on it.
/// Standard error is read along the way, its first `ChildProcess.errorOutputLimit`
/// bytes kept for a message, so that a child printing warnings never blocks on
/// it. An answer cut short (the child ended) is an error, never a shorter
/// answer. The child is killed and waited for by `end()`, or when the
/// conversation is released, so none outlives its owner; like
/// `ChildProcess`, it inherits none of this process's descriptors and runs in
/// the current folder. One thread at a time talks to it: `@unchecked
/// Sendable` so that an owner's pool can hand it from one thread to another,
/// never to two at once.
public final class ChildConversation: @unchecked Sendable {
  /// The program, as started.
  public let program: String
  /// This process's end of the child's standard input: a socket, so that a
  /// write to a child that has ended fails with EPIPE instead of raising
  /// SIGPIPE, which a library must not ask its host to ignore.
  private let input: Descriptor
  private let output: Descriptor
  private let errors: Descriptor
  private var child: pid_t?
  /// Bytes read from standard output and not yet handed out, from `start`.
  private var buffer: [UInt8] = []
  private var start = 0
  private var errorBytes: [UInt8] = []
  /// Where each read lands: one buffer for the conversation, not one a read.
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  /// How the child ended, once `end()` has waited for it.
  public private(set) var termination: ChildProcess.Termination?
  /// The seconds each `line` or `bytes` may wait for the child; nil: no limit.
  public let timeLimit: Double?
  /// When the current `line` or `bytes` gives up (monotonic seconds).
  private var deadline: Double?

  /// Starts `program` (an absolute path) with `arguments`; `environment`
  /// changes the inherited environment as for `ChildProcess.run`. A child
  /// that has not given what `line` or `bytes` asks for within `timeLimit`
  /// seconds is killed, and the call throws.
  public init(
    _ program: String, arguments: [String], environment: [String: String?] = [:],
    timeLimit: Double? = nil
  ) throws(ChildProcessError) {
    self.program = program
    self.timeLimit = timeLimit
    let requests = try RequestSocket(program)
    let answers = try Pipe(program)
    let complaints = try Pipe(program)
    child = try ChildProcess.spawn(
      program, arguments, environment, input: requests.childEnd.number,
      output: answers.write.number, errors: complaints.write.number)
    requests.childEnd.close()
    answers.write.close()
    complaints.write.close()
    input = requests.ownEnd
    output = answers.read
    errors = complaints.read
  }

  deinit { end() }

  /// The child's process id while it runs; nil once it has ended.
  public var identifier: Int32? { child }

  /// Its first non-blank line on standard error, else how it ended, for a message.
  public var failureReason: String {
    ChildProcess.reason(errorOutput: errorBytes, termination: termination)
  }

  /// Writes `bytes` whole to the child's standard input.
  public func send(_ bytes: [UInt8]) throws(ChildProcessError) {
    guard input.number >= 0 else { throw .ended(program: program, reason: failureReason) }
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { RequestSocket.write(to: input.number, $0) }
      if count < 0 {
        if errno == EINTR { continue }
        throw errno == EPIPE ? try ended() : .lost(program: program, reason: SystemError.last)
      }
      sent += count
    }
  }

  /// The next line of its standard output, without the line feed; throws
  /// when the child ends first or the line is longer than `limit` bytes.
  public func line(limit: Int) throws(ChildProcessError) -> [UInt8] {
    deadline = timeLimit.map { CurrentProcess.monotonicSeconds + $0 }
    // Counted from `start`, which `fill` may move when it compacts the buffer.
    var searched = 0
    while true {
      if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        guard newline - start <= limit else {
          throw .outputTooLarge(program: program, limit: limit)
        }
        let line = Array(buffer[start..<newline])
        start = newline + 1
        return line
      }
      searched = buffer.count - start
      guard searched <= limit else {
        throw .outputTooLarge(program: program, limit: limit)
      }
      try fill()
    }
  }

  /// The next `count` bytes of its standard output, left to be read again
  /// by `bytes` or `line`; throws when the child ends first.
  public func peek(_ count: Int) throws(ChildProcessError) -> [UInt8] {
    deadline = timeLimit.map { CurrentProcess.monotonicSeconds + $0 }
    while buffer.count - start < count { try fill() }
    return Array(buffer[start..<(start + count)])
  }

  /// The next `count` bytes of its standard output; throws when the child
  /// ends first.
  ///
  /// What is not yet buffered is read straight into the answer, allocated
  /// once: a blob of hundreds of megabytes costs what the pipe does, not a
  /// buffer grown and copied again and again.
  public func bytes(_ count: Int) throws(ChildProcessError) -> [UInt8] {
    deadline = timeLimit.map { CurrentProcess.monotonicSeconds + $0 }
    let buffered = min(count, buffer.count - start)
    var failure: ChildProcessError?
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { target, filled in
      _ = target.initialize(from: buffer[start..<(start + buffered)])
      start += buffered
      filled = buffered
      while filled < count {
        do throws(ChildProcessError) {
          guard output.number >= 0 else { throw try ended() }
          let read = try readReady(
            into: UnsafeMutableRawBufferPointer(
              UnsafeMutableBufferPointer(rebasing: target[filled...])))
          if read == 0 { throw try ended() }
          filled += max(read, 0)
        } catch {
          failure = error
          return
        }
      }
    }
    if let failure { throw failure }
    return bytes
  }

  /// Ends the child (its input closed, then killed, as an answer may be half
  /// written) and waits for it; nothing once it has ended.
  public func end() {
    input.close()
    if let child {
      LiveChildren.signal(child, SIGKILL)
      termination = ChildProcess.reap(child)
      self.child = nil
    }
    output.close()
    errors.close()
  }

  /// Reads what the child writes next, on either stream, until standard
  /// output has given more bytes; throws when it ends.
  private func fill() throws(ChildProcessError) {
    if start > 0 && start >= buffer.count / 2 {
      buffer.removeSubrange(..<start)
      start = 0
    }
    let before = buffer.count
    while buffer.count == before {
      guard output.number >= 0 else { throw try ended() }
      if try readReady() == 0 { throw try ended() }
    }
  }

  /// Waits until a stream is readable and reads it once: what standard output
  /// gave (into `target`, else appended to `buffer`), 0 at its end, -1 when
  /// only errors were read.
  private func readReady(
    into target: UnsafeMutableRawBufferPointer? = nil
  ) throws(ChildProcessError) -> Int {
    var watched = [output, errors].map { pollfd(fd: $0.number, events: Int16(POLLIN), revents: 0) }
    let ready = poll(&watched, nfds_t(watched.count), ChildProcess.pollTimeout(deadline))
    guard ready >= 0 else {
      if errno == EINTR { return -1 }
      throw .lost(program: program, reason: SystemError.last)
    }
    if ready == 0, let deadline, let timeLimit, CurrentProcess.monotonicSeconds >= deadline {
      end()
      throw .timedOut(program: program, seconds: timeLimit)
    }
    if watched[1].revents != 0 { try readErrors() }
    guard watched[0].revents != 0 else { return -1 }
    let count =
      if let target {
        read(output.number, target.baseAddress, target.count)
      } else {
        read(output.number, &chunk, chunk.count)
      }
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { return -1 }
      throw .lost(program: program, reason: SystemError.last)
    }
    if target == nil { buffer += chunk[..<count] }
    return count
  }

  /// Reads standard error once, keeping the first bytes; closes it at its end.
  private func readErrors() throws(ChildProcessError) {
    let count = read(errors.number, &chunk, chunk.count)
    if count < 0 {
      if errno == EINTR || errno == EAGAIN { return }
      throw .lost(program: program, reason: SystemError.last)
    }
    if count == 0 { return errors.close() }
    let kept = min(count, ChildProcess.errorOutputLimit - errorBytes.count)
    errorBytes += chunk[..<kept]
  }

  /// The error for a child that stopped answering: what it printed on
  /// standard error until then (for up to a second), and how it ended.
  private func ended() throws(ChildProcessError) -> ChildProcessError {
    var waited = 0
    while errors.number >= 0 && waited < 100 {
      var watched = [pollfd(fd: errors.number, events: Int16(POLLIN), revents: 0)]
      let ready = poll(&watched, 1, 10)
      if ready > 0 { try readErrors() } else { waited += 1 }
    }
    end()
    return .ended(program: program, reason: failureReason)
  }
}

/// A connected pair of sockets for a child's standard input: its end, and
/// this process's, both closing on exec.
private struct RequestSocket {
  let ownEnd: Descriptor
  let childEnd: Descriptor

  init(_ program: String) throws(ChildProcessError) {
    var ends: [Int32] = [-1, -1]
    #if canImport(Darwin)
      let made = socketpair(AF_UNIX, SOCK_STREAM, 0, &ends)
    #else
      let made = socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0, &ends)
    #endif
    guard made == 0 else { throw .notStarted(program: program, reason: SystemError.last) }
    ownEnd = Descriptor(ends[0])
    childEnd = Descriptor(ends[1])
    #if canImport(Darwin)
      // macOS has no SOCK_CLOEXEC; posix_spawn's CLOEXEC_DEFAULT covers the
      // moment before, and SO_NOSIGPIPE stands for send's MSG_NOSIGNAL.
      var on: Int32 = 1
      let marked =
        fcntl(ends[0], F_SETFD, FD_CLOEXEC) == 0 && fcntl(ends[1], F_SETFD, FD_CLOEXEC) == 0
        && setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
          == 0
      guard marked else { throw .notStarted(program: program, reason: SystemError.last) }
    #endif
    guard ownEnd.lift(), childEnd.lift() else {
      throw .notStarted(program: program, reason: SystemError.last)
    }
  }

  /// Writes `bytes` to the socket `descriptor` without raising SIGPIPE: the
  /// count written, or -1 and errno.
  static func write(to descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      let flags: Int32 = 0  // SO_NOSIGPIPE, set on the socket, keeps the signal away.
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    return send(descriptor, bytes.baseAddress, bytes.count, flags)
  }
}
