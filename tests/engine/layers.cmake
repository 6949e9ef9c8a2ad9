# The engine's layers run one way (engine/CMakeLists.txt): paiju_rules uses the standard library
# only, and io's own code does not refer to the game catalog above it. Run by the engine_layers
# test as `cmake -DFACTS=<file> -P layers.cmake`; FACTS is written at configure time by
# tests/CMakeLists.txt and sets ENGINE_DIR, RULES_SOURCES, RULES_LINKS, RULES_LIBRARY,
# IO_LIBRARY and NM.
include(${FACTS})

set(problems "")

# 1. No source of the rules target includes a Qt header or uses Qt's names or macros.
set(qt_include "#[ \t]*include[ \t]*[<\"](Q|qt)")
set(qt_use "(Qt::|Q_[A-Z]+|QT_[A-Z]+|Q[A-Z][a-z]+[A-Za-z]*(<|::| *[&*(]))")
foreach(source IN LISTS RULES_SOURCES)
    if(NOT IS_ABSOLUTE "${source}")
        set(source "${ENGINE_DIR}/${source}")
    endif()
    file(STRINGS "${source}" hits REGEX "${qt_include}|${qt_use}")
    foreach(line IN LISTS hits)
        string(APPEND problems "  ${source}: Qt in a rules source: ${line}\n")
    endforeach()
endforeach()

# 2. The rules target links no Qt library.
foreach(library IN LISTS RULES_LINKS)
    if(library MATCHES "Qt")
        string(APPEND problems "  paiju_rules links ${library}\n")
    endif()
endforeach()

# 3. Its built library refers to no Qt symbol, and io's refers to neither catalog function.
if(NM AND NOT EXISTS "${RULES_LIBRARY}")
    string(APPEND problems "  ${RULES_LIBRARY} is not built: build before testing\n")
elseif(NM)
    execute_process(COMMAND "${NM}" -C -u "${RULES_LIBRARY}" OUTPUT_VARIABLE symbols
                    RESULT_VARIABLE failed)
    if(failed)
        string(APPEND problems "  ${NM} could not read ${RULES_LIBRARY}\n")
    endif()
    string(REGEX MATCHALL "[^\n]*(Q[A-Z][A-Za-z0-9_]*::|qt_)[^\n]*" qt_symbols "${symbols}")
    foreach(symbol IN LISTS qt_symbols)
        string(APPEND problems "  paiju_rules needs a Qt symbol: ${symbol}\n")
    endforeach()
    execute_process(COMMAND "${NM}" -C -u "${IO_LIBRARY}" OUTPUT_VARIABLE symbols
                    RESULT_VARIABLE failed)
    if(failed)
        string(APPEND problems "  ${NM} could not read ${IO_LIBRARY}\n")
    endif()
    string(REGEX MATCHALL "[^\n]*paiju::(allGames\\(|findGame\\(std::basic_string_view)[^\n]*"
           upward "${symbols}")
    foreach(symbol IN LISTS upward)
        string(APPEND problems "  paiju_io refers to the catalog above it: ${symbol}\n")
    endforeach()
else()
    message(STATUS "no nm for this compiler: the symbol checks are skipped")
endif()

# 4. The generic io code includes no game.
file(GLOB io_sources "${ENGINE_DIR}/io/*")
foreach(source IN LISTS io_sources)
    file(STRINGS "${source}" includes REGEX "#[ \t]*include[ \t]*\"(demo|fourcolor|hakka|tichu|zipai|games)/")
    foreach(line IN LISTS includes)
        string(APPEND problems "  ${source}: io includes a game: ${line}\n")
    endforeach()
endforeach()

if(problems)
    message(FATAL_ERROR "The engine's layers do not hold:\n${problems}")
endif()
list(LENGTH RULES_SOURCES count)
message(STATUS "paiju_rules: ${count} sources without Qt, no Qt link; io refers to no game")
