# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when the code has a user-visible string that translations/*.ts lack, or the files keep
# one the code no longer has: lupdate runs on copies, and must find nothing new or vanished.
#   cmake -DPROJECT_IN=… -DGENERATOR=… -DLUPDATE=… -DTS_DIR=… -DWORK_DIR=… -P tsuptodate.cmake
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" -DIN_FILE=${PROJECT_IN} -DOUT_FILE=${WORK_DIR}/project.json -P "${GENERATOR}"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "cannot make the lupdate project from ${PROJECT_IN}")
endif()
set(copies "")
foreach(language de zh_CN)
    file(COPY "${TS_DIR}/lectern_${language}.ts" DESTINATION "${WORK_DIR}")
    list(APPEND copies "${WORK_DIR}/lectern_${language}.ts")
endforeach()
execute_process(COMMAND "${LUPDATE}" -project "${WORK_DIR}/project.json" -no-obsolete -locations none -ts ${copies}
    OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "lupdate failed:\n${output}")
endif()
if(NOT output MATCHES "\\(0 new and" OR output MATCHES "\\([1-9][0-9]* new" OR output MATCHES "Removed [0-9]+ obsolete")
    message(FATAL_ERROR "translations/*.ts are not up to date with the code; run "
        "'cmake --build --preset dev --target update_translations' and translate what is new:\n${output}")
endif()
message(STATUS "translations/*.ts hold every string of the code")
