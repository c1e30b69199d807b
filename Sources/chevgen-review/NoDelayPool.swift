import ChevronSupport
import FlyingSocks

/// FlyingFox's socket pool with TCP_NODELAY set on every socket it waits on.
///
/// FlyingFox sends a response's head and body in two writes; without this,
/// on a kept-alive connection (every browser's) the body waits for the
/// client's delayed acknowledgement: about 40 ms per image on Linux.
struct NoDelayPool<Base: AsyncSocketPool>: AsyncSocketPool {
  let base: Base

  func prepare() async throws { try await base.prepare() }

  func run() async throws { try await base.run() }

  func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
    let option = BoolSocketOption(level: Loopback.noDelay.level, name: Loopback.noDelay.name)
    try? socket.setValue(true, for: option)
    try await base.suspendSocket(socket, untilReadyFor: events)
  }
}
