#!/usr/bin/env bash
# Installs the Debian packages Folio uses at run time and in tests, skipping what is present.
# Idempotent: run it as often as you like. Needs root (or sudo) only when something is missing.
set -euo pipefail

PACKAGES=(
  chromium                      # Playwright e2e tests and server-side PDF rendering
  poppler-utils poppler-data qpdf   # pdftotext/pdfinfo/pdftoppm (with CJK maps), encryption checks
  tesseract-ocr tesseract-ocr-osd
  tesseract-ocr-eng tesseract-ocr-chi-sim tesseract-ocr-jpn tesseract-ocr-spa tesseract-ocr-deu
  tesseract-ocr-fra tesseract-ocr-kor tesseract-ocr-por tesseract-ocr-ara tesseract-ocr-ita
  espeak-ng festival festvox-us-slt-hts festvox-kallpc16k flite   # offline text-to-speech voices
  ffmpeg sox                    # audio normalisation and MP3 encoding
  libreoffice-impress           # legacy .ppt -> .pptx conversion
  fonts-noto-core fonts-noto-cjk fonts-droid-fallback             # CJK and Arabic glyphs for PDFs
  postgresql-client             # pg_dump and psql: npm run admin -- backup / restore on PostgreSQL
  zip unzip                     # the PDF split tool's zip of parts; unzip in its tests
)

missing=()
for pkg in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$pkg")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "system packages: all ${#PACKAGES[@]} present"
  exit 0
fi

echo "system packages: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then SUDO="sudo"; else
    echo "system packages: missing ${missing[*]} and not root; install them with apt-get" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "system packages: done"
