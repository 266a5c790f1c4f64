# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build in BUILD_DIR into PREFIX and checks what lands there (the test
# packaging:install-tree). MAN_PAGES is 1 when the build writes man pages (into MAN_PAGE_DIR);
# APPSTREAMCLI is empty where the tool is missing.
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX}
    OUTPUT_QUIET RESULT_VARIABLE failed)
if(failed)
    message(FATAL_ERROR "cmake --install ${BUILD_DIR} failed")
endif()

set(expected
    bin/lectern
    bin/lectern-cli
    share/applications/org.lectern.Lectern.desktop
    share/doc/lectern/copyright
    share/icons/hicolor/scalable/apps/org.lectern.Lectern.svg
    share/metainfo/org.lectern.Lectern.metainfo.xml
    share/mime/packages/org.lectern.Lectern.xml)
if(MAN_PAGES)
    list(APPEND expected share/man/man1/lectern-cli.1.gz share/man/man1/lectern.1.gz)
endif()
# Exactly these: a test or benchmark program installed by mistake would land in the package.
file(GLOB_RECURSE installed LIST_DIRECTORIES false RELATIVE ${PREFIX} ${PREFIX}/*)
list(SORT installed)
list(SORT expected)
if(NOT installed STREQUAL expected)
    string(REPLACE ";" "\n  " installed "${installed}")
    string(REPLACE ";" "\n  " expected "${expected}")
    message(FATAL_ERROR "installed:\n  ${installed}\nexpected:\n  ${expected}")
endif()

# The installed icon is the window's icon, byte for byte.
file(SHA256 ${PREFIX}/share/icons/hicolor/scalable/apps/org.lectern.Lectern.svg installed_icon)
file(SHA256 ${CMAKE_CURRENT_LIST_DIR}/../../resources/icons/lectern.svg window_icon)
if(NOT installed_icon STREQUAL window_icon)
    message(FATAL_ERROR "the installed icon differs from resources/icons/lectern.svg")
endif()

# The man page lists every command that "lectern-cli --help" lists (help2man writes "-" as "\-").
if(MAN_PAGES)
    execute_process(COMMAND ${PREFIX}/bin/lectern-cli --help OUTPUT_VARIABLE help RESULT_VARIABLE failed)
    file(READ ${MAN_PAGE_DIR}/lectern-cli.1 page)
    string(REGEX MATCHALL "\n  [a-z-]+( [a-z-]+)?  " commands "${help}")
    list(LENGTH commands count)
    if(failed OR count LESS 10)
        message(FATAL_ERROR "lectern-cli --help failed or listed only ${count} commands")
    endif()
    foreach(command IN LISTS commands)
        string(STRIP "${command}" command)
        string(REPLACE "-" "\\-" escaped "${command}")
        string(FIND "${page}" "${escaped}" at)
        if(at LESS 0)
            message(FATAL_ERROR "lectern-cli.1 does not mention the command '${command}'")
        endif()
    endforeach()
    foreach(section NAME SYNOPSIS DESCRIPTION EXAMPLES "EXIT STATUS" FILES "SEE ALSO")
        string(FIND "${page}" ".SH ${section}" at)
        if(at LESS 0)
            string(FIND "${page}" ".SH \"${section}\"" at)
        endif()
        if(at LESS 0)
            message(FATAL_ERROR "lectern-cli.1 has no ${section} section")
        endif()
    endforeach()
endif()

if(APPSTREAMCLI)
    execute_process(COMMAND ${APPSTREAMCLI} validate-tree --no-net --pedantic ${PREFIX} RESULT_VARIABLE failed)
    if(failed)
        message(FATAL_ERROR "appstreamcli validate-tree failed")
    endif()
endif()
