// chevgen-build: `chevgen build …`, a program of its own because the manifest
// reader (Yams) brings Foundation, which every render's start-up would pay for.
import ArgumentParser
import ChevgenCommandLine
import ChevgenCommands
import ChevronSupport
import ChevronText

Build.launch()
