#!/usr/bin/env bash
# Builds Sphinx sites for `local-docs-corpus.ts --sphinx DIR` from reStructuredText sources that
# Debian packages install (the Google Cloud SDK's vendored Python libraries, CMake's help), each in
# another of Sphinx's built-in themes, so no page depends on one theme's markup. The projects'
# conf.py files are ignored (-C: their extensions are not installed); autodoc reads the vendored
# modules. Sources that are not installed are skipped.
#
#   bench/extract/sphinx-sites.sh OUT_DIR [SPHINX_BUILD]   (e.g. python3 -m venv V && V/bin/pip install sphinx)
set -euo pipefail
out=${1:?usage: sphinx-sites.sh OUT_DIR [SPHINX_BUILD]}
sphinx_build=${2:-sphinx-build}
vendored=/usr/lib/google-cloud-sdk/platform/gsutil/third_party
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PYTHONPATH="$vendored/requests/src:$vendored/urllib3/src:$vendored/pyparsing:$vendored/cachetools/src:$vendored/rsa:$vendored/pyasn1:$vendored/chardet"

build() {
  local name=$1 source=$2 theme=$3
  if [ ! -d "$source" ]; then echo "$name: not installed here, skipped" >&2; return; fi
  # Sphinx writes next to the sources (doctrees, caches): build from a copy.
  cp -r "$source" "$work/$name"
  "$sphinx_build" -q -C -b html -D "project=$name" -D "html_theme=$theme" \
    -D extensions=sphinx.ext.autodoc,sphinx.ext.intersphinx,sphinx.ext.viewcode \
    "$work/$name" "$out/$name" > "$work/$name.log" 2>&1 || { echo "$name: build failed (see below)" >&2; tail -5 "$work/$name.log" >&2; }
  echo "$name ($theme): $(find "$out/$name" -name '*.html' 2>/dev/null | wc -l) pages"
}

mkdir -p "$out"
build requests "$vendored/requests/docs" alabaster
build urllib3 "$vendored/urllib3/docs" classic
build pyparsing "$vendored/pyparsing/docs" nature
build cachetools "$vendored/cachetools/docs" sphinxdoc
build rsa "$vendored/rsa/doc" pyramid
build pyasn1 "$vendored/pyasn1/docs/source" bizstyle
build chardet "$vendored/chardet/docs" agogo
build cmake /usr/share/cmake-3.25/Help haiku
