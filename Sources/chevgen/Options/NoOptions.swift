import ArgumentParser

/// No option at all: an empty part of `OutputOptions`.
struct NoOptions: OutputPart {
  var json: Bool { false }
}
