#!/usr/bin/env bash
# Build a Debian package from the pyinstaller bundle in dist/swiss-arbiter:
# installs under /opt/swiss-arbiter, puts swiss-arbiter and swiss-pair on PATH, adds a desktop
# entry and an icon, and declares the Qt runtime libraries the bundle needs from the system.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)
ARCH=$(dpkg --print-architecture)
BUNDLE=dist/swiss-arbiter
[ -x "$BUNDLE/swiss-arbiter" ] || { echo "no bundle in $BUNDLE: run make dist-bundle"; exit 1; }
ROOT=build/deb/swiss-arbiter_${VERSION}_${ARCH}
rm -rf "$ROOT"
mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/bin" "$ROOT/usr/share/applications" \
         "$ROOT/usr/share/icons/hicolor/256x256/apps" "$ROOT/usr/share/mime/packages"
cp -a "$BUNDLE" "$ROOT/opt/swiss-arbiter"
ln -s /opt/swiss-arbiter/swiss-arbiter "$ROOT/usr/bin/swiss-arbiter"
ln -s /opt/swiss-arbiter/swiss-pair "$ROOT/usr/bin/swiss-pair"
cp resources/icons/swiss-arbiter.png "$ROOT/usr/share/icons/hicolor/256x256/apps/swiss-arbiter.png"
cat > "$ROOT/usr/share/applications/swiss-arbiter.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Swiss Arbiter
Comment=Run a FIDE Swiss tournament: pairings, results, standings, reports
Exec=swiss-arbiter %f
Icon=swiss-arbiter
Terminal=false
Categories=Game;BoardGame;Office;
MimeType=application/x-swiss-arbiter;
DESKTOP
cat > "$ROOT/usr/share/mime/packages/swiss-arbiter.xml" <<MIME
<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="application/x-swiss-arbiter">
    <comment>Swiss Arbiter tournament</comment>
    <glob pattern="*.swiss"/>
  </mime-type>
</mime-info>
MIME
SIZE=$(du -sk "$ROOT" | cut -f1)
cat > "$ROOT/DEBIAN/control" <<CONTROL
Package: swiss-arbiter
Version: ${VERSION}
Section: games
Priority: optional
Architecture: ${ARCH}
Installed-Size: ${SIZE}
Depends: libegl1, libgl1, libfontconfig1, libxkbcommon0, libglib2.0-0, libdbus-1-3, fonts-dejavu-core, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-shape0, libxcb-xinerama0, libxcb-randr0, libxcb-render-util0, libxcb-image0
Maintainer: Swiss Arbiter developers <swiss-arbiter@localhost>
Description: FIDE Swiss tournament manager with an exact, explainable pairing engine
 Registration, initial order, pairings (FIDE Dutch System, 2017 and 2026 rules),
 results, standings with FIDE tie-breaks, printed lists and the FIDE Tournament
 Report File. Includes the swiss-pair command line (pairing, checker, generator).
CONTROL
cat > "$ROOT/DEBIAN/postinst" <<'POST'
#!/bin/sh
set -e
command -v update-mime-database >/dev/null 2>&1 && update-mime-database /usr/share/mime || true
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q || true
exit 0
POST
chmod 755 "$ROOT/DEBIAN/postinst"
mkdir -p dist
dpkg-deb --root-owner-group --build "$ROOT" "dist/swiss-arbiter_${VERSION}_${ARCH}.deb"
ls -la "dist/swiss-arbiter_${VERSION}_${ARCH}.deb"
