# Xcode doesn't see Homebrew's PATH.
export PATH="/opt/homebrew/bin:/usr/local/bin:$PATH"
# Layouts/NAME.tabs → Layouts/NAME.swift; errors and warnings as issues at their lines.
tabc build --diagnostics-format gcc "$SRCROOT/App/Layouts"
