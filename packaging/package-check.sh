#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs inside the fresh Debian root that "packaging/buildenv package-check" installs the package
# into, as root:
#   package-check.sh prune-apt-cache   keep in /var/cache/apt/archives only what is installed
#   package-check.sh check VERSION     check the installed package; exit status 1 on any failure
set -u

failed=0
ok() { echo "package-check: ok: $*"; }
fail() {
    echo "package-check: FAILED: $*"
    failed=1
}

prune_apt_cache() {
    cd /var/cache/apt/archives || exit 1
    for deb in *.deb; do
        [ -e "$deb" ] || continue
        name=$(dpkg-deb -f "$deb" Package)
        version=$(dpkg-deb -f "$deb" Version)
        [ "$(dpkg-query -W -f '${Version}' "$name" 2> /dev/null)" = "$version" ] || rm -f "$deb"
    done
    # The package under test is built, not downloaded: nothing to keep.
    rm -f lectern_*.deb
}

check() {
    version=$1
    echo "package-check: $(dpkg-query -W -f '${Package} ${Version}, ${Installed-Size} KiB installed' lectern)"
    echo "package-check: Depends: $(dpkg-query -W -f '${Depends}' lectern)"

    for file in /usr/bin/lectern /usr/bin/lectern-cli \
        /usr/share/applications/org.lectern.Lectern.desktop \
        /usr/share/metainfo/org.lectern.Lectern.metainfo.xml \
        /usr/share/icons/hicolor/scalable/apps/org.lectern.Lectern.svg \
        /usr/share/mime/packages/org.lectern.Lectern.xml \
        /usr/share/man/man1/lectern.1.gz /usr/share/man/man1/lectern-cli.1.gz \
        /usr/share/doc/lectern/copyright; do
        [ -f "$file" ] || fail "$file is not installed"
    done
    # Plugins that Qt loads by name, which dpkg-shlibdeps cannot see.
    for plugin in sqldrivers/libqsqlite.so sqldrivers/libqsqlpsql.so iconengines/libqsvgicon.so platforms/libqxcb.so \
        platforms/libqoffscreen.so; do
        ls /usr/lib/*/qt6/plugins/$plugin > /dev/null 2>&1 || fail "the Qt plugin $plugin is missing"
    done

    for command in lectern-cli lectern; do
        out=$($command --version 2>&1)
        if [ "$out" = "$command $version" ]; then
            ok "$command --version: $out"
        else
            fail "$command --version printed: $out"
        fi
    done

    # A library made and read through the SQLite driver plugin.
    printf 'Check 2026 Papers\n\nWe show that an installed Lectern imports one abstract.\n' > /tmp/check.txt
    if out=$(lectern-cli --db /tmp/cli.sqlite import /tmp/check.txt 2>&1) &&
        [ "$(lectern-cli --db /tmp/cli.sqlite list --format tsv 2> /dev/null | wc -l)" -ge 1 ]; then
        ok "lectern-cli import and list: $out"
    else
        fail "lectern-cli import and list: $out"
    fi

    # The window, offscreen: still running after 5 s means it started and opened its library.
    # Qt reports a missing platform plugin, library or SQL driver on stderr.
    mkdir -p -m 700 /tmp/runtime
    XDG_RUNTIME_DIR=/tmp/runtime QT_QPA_PLATFORM=offscreen timeout 5 lectern --db /tmp/gui.sqlite > /tmp/gui.log 2>&1
    status=$?
    sed 's/^/package-check: lectern said: /' /tmp/gui.log
    if [ "$status" = 124 ]; then
        ok "lectern ran offscreen until stopped after 5 s"
    else
        fail "lectern exited with status $status within 5 s"
    fi
    if grep -q -i -E 'could not (load|find)|cannot load|error while loading|not loaded|no such file|failed' /tmp/gui.log; then
        fail "lectern reported a problem on stderr"
    fi
    [ -f /tmp/gui.sqlite ] || fail "lectern did not create its library"

    # The window's icon: the SVG icon engine is loaded for it.
    XDG_RUNTIME_DIR=/tmp/runtime QT_QPA_PLATFORM=offscreen QT_DEBUG_PLUGINS=1 timeout 5 \
        lectern --db /tmp/gui.sqlite > /tmp/plugins.log 2>&1
    if grep -q 'libqsvgicon.so.*loaded library' /tmp/plugins.log; then
        ok "the SVG icon engine loaded"
    else
        fail "the SVG icon engine was not loaded (QT_DEBUG_PLUGINS output follows)"
        cat /tmp/plugins.log
    fi

    if [ "$failed" = 0 ]; then
        echo "package-check: all checks passed"
    fi
    return "$failed"
}

case "${1:-}" in
prune-apt-cache) prune_apt_cache ;;
check) check "${2:?check needs the expected version}" ;;
*)
    echo "usage: $0 prune-apt-cache | check VERSION" >&2
    exit 2
    ;;
esac
