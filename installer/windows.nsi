; NSIS installer for Swiss Arbiter (Windows). Build on Windows after the pyinstaller bundle:
;   makensis /DVERSION=0.1.0 installer\windows.nsi
; Expects the one-folder bundle in dist\swiss-arbiter (swiss-arbiter.exe, swiss-pair.exe).
Unicode true
!ifndef VERSION
  !define VERSION "0.1.0"
!endif
!define APP "Swiss Arbiter"
!define BUNDLE "..\dist\swiss-arbiter"
Name "${APP} ${VERSION}"
OutFile "..\dist\SwissArbiter-${VERSION}-setup.exe"
InstallDir "$PROGRAMFILES64\Swiss Arbiter"
InstallDirRegKey HKLM "Software\SwissArbiter" "InstallDir"
RequestExecutionLevel admin
SetCompressor /SOLID lzma

!include "MUI2.nsh"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"

Section "Swiss Arbiter" SecMain
  SetOutPath "$INSTDIR"
  File /r "${BUNDLE}\*.*"
  WriteRegStr HKLM "Software\SwissArbiter" "InstallDir" "$INSTDIR"
  ; Start-menu entries: the program, its self-test (console), the uninstaller
  CreateDirectory "$SMPROGRAMS\${APP}"
  CreateShortcut "$SMPROGRAMS\${APP}\${APP}.lnk" "$INSTDIR\swiss-arbiter.exe"
  CreateShortcut "$SMPROGRAMS\${APP}\Uninstall ${APP}.lnk" "$INSTDIR\uninstall.exe"
  ; File association: .swiss tournament files open in Swiss Arbiter
  WriteRegStr HKCR ".swiss" "" "SwissArbiter.Tournament"
  WriteRegStr HKCR "SwissArbiter.Tournament" "" "Swiss Arbiter tournament"
  WriteRegStr HKCR "SwissArbiter.Tournament\DefaultIcon" "" "$INSTDIR\swiss-arbiter.exe,0"
  WriteRegStr HKCR "SwissArbiter.Tournament\shell\open\command" "" '"$INSTDIR\swiss-arbiter.exe" "%1"'
  ; Uninstaller and its Add/Remove Programs entry
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\SwissArbiter" "DisplayName" "${APP}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\SwissArbiter" "DisplayVersion" "${VERSION}"
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\SwissArbiter" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\SwissArbiter" "DisplayIcon" "$INSTDIR\swiss-arbiter.exe"
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}\${APP}.lnk"
  Delete "$SMPROGRAMS\${APP}\Uninstall ${APP}.lnk"
  RMDir "$SMPROGRAMS\${APP}"
  DeleteRegKey HKCR ".swiss"
  DeleteRegKey HKCR "SwissArbiter.Tournament"
  DeleteRegKey HKLM "Software\Microsoft\Windows\CurrentVersion\Uninstall\SwissArbiter"
  DeleteRegKey HKLM "Software\SwissArbiter"
  RMDir /r "$INSTDIR"
SectionEnd
