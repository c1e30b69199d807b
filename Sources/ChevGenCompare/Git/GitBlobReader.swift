import ChevGenPNG
import ChevGenSystem
import Synchronization

/// Reads blobs from a repository through long-lived `git cat-file --batch`
/// processes, so that reading 50,000 files at a revision costs a process per
/// thread rather than one per file.
///
/// Several threads read at once (a review compares files on every core, and
/// its server answers requests side by side): each read takes an idle git,
/// or starts one, and gives it back after the answer, so no two threads talk
/// to one git and none waits on another's. A single git behind a lock took
/// 15 s to read 50,000 files on two cores, against 6 s for two folders, as
/// the threads spun on the lock. Each answer's header gives the blob's size
/// before its bytes, which are read only within `limit`
/// (`FileReader.maximumBytes`), and only for a blob that begins as a PNG: of
/// any other, the reader takes the first bytes, which are enough for a PNG
/// reader to refuse it, and leaves the rest unread (a 500 MiB blob of zeros
/// costs nothing). A git that dies, answers short or is left mid-answer is
/// ended and not given back; the idle ones are ended when the reader is
/// released.
final class GitBlobReader: Sendable {
  /// Why a blob could not be read.
  enum Failure: Error, Equatable {
    /// Git has no such object: a partial clone's, which it does not fetch.
    case missing
    /// The blob is `size` bytes, beyond what chevgen reads.
    case tooLarge(size: Int)
    /// Git failed or answered what was not asked; `reason` says how.
    case failed(reason: String)
    /// Git gave no answer within its time limit, `seconds`, and was stopped.
    case timedOut(seconds: Double)
  }

  private let command: GitCommand
  private let root: String
  /// The largest blob read, in bytes.
  let limit: Int
  /// The gits no thread is talking to.
  private let idle = Mutex<[ChildConversation]>([])
  private let started = Atomic<Int>(0)

  init(command: GitCommand, root: String, limit: Int = FileReader.maximumBytes) {
    self.command = command
    self.root = root
    self.limit = limit
  }

  deinit {
    idle.withLock { processes in
      for process in processes { process.end() }
    }
  }

  /// How many git processes it has started, for tests.
  var processesStarted: Int { started.load(ordering: .relaxed) }

  /// The idle gits' process ids.
  var processIdentifiers: [Int32] { idle.withLock { $0.compactMap(\.identifier) } }

  /// The bytes of the blob `object` (a full hexadecimal id); of a blob that
  /// does not begin with PNG's signature, only its first
  /// `PNGDecoder.signatureLength` bytes.
  func image(_ object: String) throws(Failure) -> [UInt8] {
    let taken = idle.withLock { $0.popLast() }
    let child: ChildConversation
    if let taken {
      child = taken
    } else {
      do throws(ChildProcessError) {
        child = try command.conversation(["cat-file", "--batch"], in: root)
      } catch { throw Self.failure(error) }
      started.add(1, ordering: .relaxed)
    }
    do throws(Failure) {
      let answer = try Self.ask(child, for: object, limit: limit)
      if answer.whole { idle.withLock { $0.append(child) } } else { child.end() }
      return answer.bytes
    } catch {
      // Its answer is cut or unread: it answers nothing more.
      child.end()
      throw error
    }
  }

  /// Asks `child` for `object` and reads its answer.
  private static func ask(
    _ child: ChildConversation, for object: String, limit: Int
  ) throws(Failure) -> (bytes: [UInt8], whole: Bool) {
    do {
      return try answer(child, object, limit: limit)
    } catch let failure as Failure {
      throw failure
    } catch let error as ChildProcessError {
      throw failure(error)
    } catch {
      throw .failed(reason: "\(error)")
    }
  }

  /// What `error`, from talking to git, means for the blob asked for.
  private static func failure(_ error: ChildProcessError) -> Failure {
    if case .timedOut(_, let seconds) = error { return .timedOut(seconds: seconds) }
    return .failed(reason: error.reason)
  }

  /// Git's answer for `object`: a header `<object> blob <size>`, the bytes
  /// and a line feed; or `<object> missing`. Not `whole` when the blob is
  /// not a PNG: then only its first bytes are read, and git is left mid-answer.
  private static func answer(
    _ child: ChildConversation, _ object: String, limit: Int
  ) throws -> (bytes: [UInt8], whole: Bool) {
    try child.send(Array((object + "\n").utf8))
    let header = try child.line(limit: 1 << 10)
    let fields = header.split(separator: UInt8(ascii: " ")).map {
      String(decoding: $0, as: UTF8.self)
    }
    let unexpected = Failure.failed(
      reason: "it answered '\(String(decoding: header, as: UTF8.self))' for \(object)")
    guard fields.first == object else { throw unexpected }
    if fields.count == 2 && fields[1] == "missing" { throw Failure.missing }
    guard fields.count == 3, fields[1] == "blob", let size = Int(fields[2]), size >= 0 else {
      throw unexpected
    }
    guard size <= limit else { throw Failure.tooLarge(size: size) }
    let head = try child.peek(min(size, PNGDecoder.signatureLength))
    guard head.count == size || PNGDecoder.startsAsPNG(head) else { return (head, false) }
    let bytes = try child.bytes(size)
    guard try child.bytes(1) == [UInt8(ascii: "\n")] else {
      throw Failure.failed(reason: "its answer for \(object) did not end where its size said")
    }
    return (bytes, true)
  }
}
