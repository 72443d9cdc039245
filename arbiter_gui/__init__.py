"""Swiss Arbiter's PySide6 application: thin widgets over the Qt-free engine."""
