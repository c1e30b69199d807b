import CPango
import ChevGenGeometry

/// Reads the path a cairo context holds into a `Path`.
enum CairoPathReader {
  /// The context's current path; `step` names what failed in the error.
  static func path(of cr: OpaquePointer?, step: String) throws(TextError) -> Path {
    let failure = TextError.fontEngineFailed(step: step)
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let copied = cairo_copy_path(cr) else {
      throw failure
    }
    defer { cairo_path_destroy(copied) }
    guard copied.pointee.status == CAIRO_STATUS_SUCCESS else { throw failure }
    var path = Path()
    var index = 0
    let data = copied.pointee.data!
    while index < Int(copied.pointee.num_data) {
      let header = data[index].header
      func point(_ at: Int) -> Point {
        Point(x: data[index + at].point.x, y: data[index + at].point.y)
      }
      switch header.type {
      case CAIRO_PATH_MOVE_TO: path.move(to: point(1))
      case CAIRO_PATH_LINE_TO: path.line(to: point(1))
      case CAIRO_PATH_CURVE_TO: path.curve(to: point(3), control1: point(1), control2: point(2))
      default: path.close()
      }
      index += Int(header.length)
    }
    return path
  }
}
