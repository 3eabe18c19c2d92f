#!/bin/sh
# Installs, from Debian's packages and only when missing, what the browser tests run on:
#   chromium           Chromium (Lighthouse, the screenshots and the benchmarks drive it; no browser download)
#   chromium-headless-shell  Chromium's engine without the browser's interface, which Playwright's browser tests
#                      drive (a fifth faster than the browser in its headless mode)
#   firefox-esr        Firefox ESR (puppeteer-core drives it over WebDriver BiDi)
#   webkit2gtk-driver  WebKitGTK's WebDriver server and its MiniBrowser (Safari's engine)
#   xvfb, xauth        the virtual X display WebKitGTK draws into
#   default-jre-headless  a Java runtime for the W3C Nu HTML Checker (vnu-jar), which validates every built page
#   poppler-utils      pdftotext and pdffonts, with which the unit tests read the résumé in every script
# As root it calls apt-get itself (a fresh Debian machine has no sudo); as anyone else, through sudo.
set -eu

missing=""
command -v chromium >/dev/null 2>&1 || missing="$missing chromium"
command -v chromium-headless-shell >/dev/null 2>&1 || missing="$missing chromium-headless-shell"
command -v firefox-esr >/dev/null 2>&1 || missing="$missing firefox-esr"
command -v WebKitWebDriver >/dev/null 2>&1 || missing="$missing webkit2gtk-driver"
command -v xvfb-run >/dev/null 2>&1 || missing="$missing xvfb"
command -v xauth >/dev/null 2>&1 || missing="$missing xauth"
command -v java >/dev/null 2>&1 || missing="$missing default-jre-headless"
command -v pdftotext >/dev/null 2>&1 || missing="$missing poppler-utils"
[ -z "$missing" ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1; then
  as_root="sudo"
else
  echo "install-browsers: missing Debian packages:$missing; run this as root or install sudo" >&2
  exit 1
fi
echo "Installing Debian packages for the browser tests, the HTML checker and the PDF tests:$missing"
$as_root apt-get update -qq
# shellcheck disable=SC2086 # one word per package
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
