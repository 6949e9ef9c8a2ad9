# paiju --help and --version print and exit 0 where no window can be opened: no display, no
# platform chosen. Run as cmake -DPAIJU=<path to paiju> -P help_without_display.cmake.
foreach(flag --help --version)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env --unset=QT_QPA_PLATFORM --unset=DISPLAY
            --unset=WAYLAND_DISPLAY ${PAIJU} ${flag}
        RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "paiju ${flag} exited with ${rc}:\n${out}${err}")
    endif()
endforeach()
execute_process(
    COMMAND ${CMAKE_COMMAND} -E env --unset=QT_QPA_PLATFORM --unset=DISPLAY
        --unset=WAYLAND_DISPLAY ${PAIJU} --help
    OUTPUT_VARIABLE out)
foreach(option --new-game --seats --seed --open --bot-delay --lang --screenshot --size --after
        --version)
    string(FIND "${out}" "${option}" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "paiju --help does not list ${option}:\n${out}")
    endif()
endforeach()
string(FIND "${out}" "one human" at)
if(NOT at EQUAL -1)
    message(FATAL_ERROR "paiju --help still says there is one human only:\n${out}")
endif()
