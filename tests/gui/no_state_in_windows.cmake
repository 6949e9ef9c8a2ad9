# No window of the app sees a match's full state (docs/architecture.md, "The table session"): no
# file under app/gui calls state() or decisionState() on a TableSession, however it is reached
# (session_->state(), session().state(), raw->state() for a session pointer named so). Windows
# read seat views and the session's small public accessors instead. Run by the
# gui_reads_no_state test as `cmake -DGUI_DIR=<app/gui> -P no_state_in_windows.cmake`.

# A session reached by a name that says so, then state() or decisionState().
set(reads_state "[Ss]ession[A-Za-z0-9_]*(\\(\\))?[ \t]*(->|\\.)[ \t]*(state|decisionState)[ \t]*\\(")

# The check must be able to fail: it finds the reads it is meant to find.
foreach(sample "session_->state().isTerminal()" "table.session().state()"
               "session->decisionState(0)" "rawSession.state()")
    if(NOT sample MATCHES "${reads_state}")
        message(FATAL_ERROR "the check misses a read of the state: ${sample}")
    endif()
endforeach()
foreach(sample "session_->handsPlayed()" "QAccessible::State state() const override"
               "replay->state()")
    if(sample MATCHES "${reads_state}")
        message(FATAL_ERROR "the check takes this for a read of the state: ${sample}")
    endif()
endforeach()

file(GLOB_RECURSE sources "${GUI_DIR}/*.cpp" "${GUI_DIR}/*.h")
if(NOT sources)
    message(FATAL_ERROR "no sources under ${GUI_DIR}")
endif()
set(problems "")
foreach(source IN LISTS sources)
    file(STRINGS "${source}" hits REGEX "${reads_state}")
    foreach(line IN LISTS hits)
        string(APPEND problems "  ${source}: ${line}\n")
    endforeach()
endforeach()
if(problems)
    message(FATAL_ERROR "a window reads the session's full state:\n${problems}")
endif()
