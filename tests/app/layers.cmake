# The app's layers (docs/architecture.md, "The app's games"): only a game's own module
# (app/games/<id>/) names the game, and the app's folders include one another one way. Run by the
# app_layers test as `cmake -DAPP_DIR=<app> -DENGINE_DIR=<engine> -P layers.cmake`; with
# -DSELF_TEST=ON it only checks that each check finds what it is meant to find.
#
# 1. No source of app/ outside app/games/<id>/ holds a game's id as a string ("tichu",
#    QLatin1String("tichu"), a constant set to it): generic code asks the game's module. The ids
#    are the engine's (each game's `info.id = "<id>"`).
# 2. No source outside a game's folder includes that folder, but the app's catalog
#    (app/games/catalog.cpp), the one place that lists every module.
# 3. No source outside app/games/<id>/ includes a game's rules (engine/<game>/): what the app
#    needs of a game's rules, its module asks.
# 4. The folders of app/ include one another without a cycle (gui/table and gui/dialogs, for
#    one, do not include each other). An include names its file from app/gui or from app/; the
#    catalog's includes of the modules are the composition of the app and are not counted.

cmake_minimum_required(VERSION 3.22)

# --- The checks, each a function of the file's text, so that they can be tried on samples ---

# The game ids the engine defines.
function(engine_game_ids out)
    file(GLOB infos "${ENGINE_DIR}/*/*_json.cpp")
    set(ids "")
    foreach(info IN LISTS infos)
        file(STRINGS "${info}" lines REGEX "info\\.id = \"[a-z]+\"")
        foreach(line IN LISTS lines)
            string(REGEX REPLACE ".*info\\.id = \"([a-z]+)\".*" "\\1" id "${line}")
            list(APPEND ids "${id}")
        endforeach()
    endforeach()
    set(${out} "${ids}" PARENT_SCOPE)
endfunction()

# The engine's folders that hold a game's rules (those with a *_json.cpp naming an id).
function(engine_game_folders out)
    file(GLOB infos "${ENGINE_DIR}/*/*_json.cpp")
    set(folders "")
    foreach(info IN LISTS infos)
        get_filename_component(dir "${info}" DIRECTORY)
        get_filename_component(name "${dir}" NAME)
        list(APPEND folders "${name}")
    endforeach()
    list(REMOVE_DUPLICATES folders)
    set(${out} "${folders}" PARENT_SCOPE)
endfunction()

# The lines of `text` that hold one of `ids` as a whole string literal.
function(id_literals text ids out)
    string(REPLACE ";" "|" alternatives "${ids}")
    string(REPLACE ";" "," text "${text}") # a hit is one item of the list returned
    string(REGEX MATCHALL "[^\n]*\"(${alternatives})\"[^\n]*" hits "${text}")
    set(${out} "${hits}" PARENT_SCOPE)
endfunction()

# The quoted includes of `text`, as written.
function(quoted_includes text out)
    string(REGEX MATCHALL "#[ \t]*include[ \t]*\"[^\"]+\"" lines "${text}")
    set(names "")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE ".*\"([^\"]+)\"" "\\1" name "${line}")
        list(APPEND names "${name}")
    endforeach()
    set(${out} "${names}" PARENT_SCOPE)
endfunction()

# The app folder (relative to app/) of an include, or empty when it is not the app's.
function(include_folder name out)
    if(EXISTS "${APP_DIR}/gui/${name}")
        get_filename_component(dir "gui/${name}" DIRECTORY)
    elseif(EXISTS "${APP_DIR}/${name}")
        get_filename_component(dir "${name}" DIRECTORY)
    else()
        set(dir "")
    endif()
    set(${out} "${dir}" PARENT_SCOPE)
endfunction()

# The folder of a game module a path (relative to app/) lies in, or empty.
function(module_of path out)
    if(path MATCHES "^games/([a-z]+)/")
        set(${out} "${CMAKE_MATCH_1}" PARENT_SCOPE)
    else()
        set(${out} "" PARENT_SCOPE)
    endif()
endfunction()

# A cycle among the folder edges "from>to" of `edges` (as "a -> b -> a"), or empty.
function(find_cycle edges out)
    set(nodes "")
    foreach(edge IN LISTS edges)
        string(REPLACE ">" ";" pair "${edge}")
        list(APPEND nodes ${pair})
    endforeach()
    list(REMOVE_DUPLICATES nodes)
    # Reachability by repeated steps (the app has a few dozen folders).
    foreach(node IN LISTS nodes)
        string(MAKE_C_IDENTIFIER "${node}" key)
        set(reach_${key} "")
    endforeach()
    foreach(edge IN LISTS edges)
        string(REPLACE ">" ";" pair "${edge}")
        list(GET pair 0 from)
        list(GET pair 1 to)
        string(MAKE_C_IDENTIFIER "${from}" key)
        list(APPEND reach_${key} "${to}")
    endforeach()
    set(changed TRUE)
    while(changed)
        set(changed FALSE)
        foreach(node IN LISTS nodes)
            string(MAKE_C_IDENTIFIER "${node}" key)
            set(grown ${reach_${key}})
            foreach(next IN LISTS reach_${key})
                string(MAKE_C_IDENTIFIER "${next}" nextKey)
                list(APPEND grown ${reach_${nextKey}})
            endforeach()
            list(REMOVE_DUPLICATES grown)
            list(LENGTH grown after)
            list(LENGTH reach_${key} before)
            if(NOT after EQUAL before)
                set(reach_${key} ${grown})
                set(changed TRUE)
            endif()
        endforeach()
    endwhile()
    foreach(edge IN LISTS edges)
        string(REPLACE ">" ";" pair "${edge}")
        list(GET pair 0 from)
        list(GET pair 1 to)
        string(MAKE_C_IDENTIFIER "${to}" key)
        if("${from}" IN_LIST reach_${key})
            set(${out} "${from} -> ${to} -> … -> ${from}" PARENT_SCOPE)
            return()
        endif()
    endforeach()
    set(${out} "" PARENT_SCOPE)
endfunction()

# --- Each check must be able to fail: it finds what it is meant to find, and only that ---

set(sample_ids fourcolor tichu)
foreach(sample "if (game == QLatin1String(\"tichu\"))" "game_.id == \"tichu\""
               "const char* kGame = \"fourcolor\";" "cardName(QStringLiteral(\"tichu\"), t)")
    id_literals("${sample}" "${sample_ids}" hits)
    if(NOT hits)
        message(FATAL_ERROR "the check misses a game's id in: ${sample}")
    endif()
endforeach()
foreach(sample "verb == QLatin1String(\"tichus\")" "\"tichu.no-call\"" "// Tichu's bombs"
               ":/cards/tichu.svg")
    id_literals("${sample}" "${sample_ids}" hits)
    if(hits)
        message(FATAL_ERROR "the check takes this for a game's id: ${sample}")
    endif()
endforeach()
quoted_includes("#include \"table/table_view.h\"\n#  include \"games/catalog.h\"\n#include <QString>"
                includes)
if(NOT includes STREQUAL "table/table_view.h;games/catalog.h")
    message(FATAL_ERROR "the check reads the includes wrong: ${includes}")
endif()
find_cycle("gui/table>gui/text;gui/dialogs>gui/table;gui/table>gui/dialogs" cycle)
if(NOT cycle)
    message(FATAL_ERROR "the check misses the cycle gui/table -> gui/dialogs -> gui/table")
endif()
find_cycle("gui/table>gui/text;gui/table>gui/dialogs;gui/dialogs>gui/text;games/tichu>gui/table"
           cycle)
if(cycle)
    message(FATAL_ERROR "the check finds a cycle where there is none: ${cycle}")
endif()
if(SELF_TEST)
    message(STATUS "each check finds what it is meant to find")
    return()
endif()

# --- The app ---

engine_game_ids(ids)
engine_game_folders(rule_folders)
list(LENGTH ids count)
if(count LESS 2)
    message(FATAL_ERROR "found no game ids under ${ENGINE_DIR}: ${ids}")
endif()
string(REPLACE ";" "|" rule_alternatives "${rule_folders}")

file(GLOB_RECURSE sources RELATIVE "${APP_DIR}" "${APP_DIR}/*.cpp" "${APP_DIR}/*.h")
set(problems "")
set(edges "")
foreach(path IN LISTS sources)
    file(READ "${APP_DIR}/${path}" text)
    module_of("${path}" own)
    # 1. A game's id outside its module.
    if(NOT own)
        id_literals("${text}" "${ids}" hits)
        foreach(hit IN LISTS hits)
            string(STRIP "${hit}" hit)
            string(APPEND problems "  app/${path}: names a game outside its module: ${hit}\n")
        endforeach()
    endif()
    get_filename_component(folder "${path}" DIRECTORY)
    quoted_includes("${text}" includes)
    foreach(name IN LISTS includes)
        include_folder("${name}" to)
        module_of("${to}/" target)
        # 2. A game's folder included from outside it (but by the catalog).
        if(target AND NOT target STREQUAL own AND NOT path STREQUAL "games/catalog.cpp")
            string(APPEND problems "  app/${path}: includes another folder's game: ${name}\n")
        endif()
        # 3. A game's rules included outside its module.
        if(NOT to AND NOT own AND name MATCHES "^(${rule_alternatives})/")
            string(APPEND problems "  app/${path}: includes a game's rules: ${name}\n")
        endif()
        # 4. The folder's edge.
        if(to AND NOT to STREQUAL folder AND NOT path STREQUAL "games/catalog.cpp")
            list(APPEND edges "${folder}>${to}")
        endif()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES edges)
# Report every cycle through each folder pair once: remove each edge found in one, and look again.
set(remaining ${edges})
while(TRUE)
    find_cycle("${remaining}" cycle)
    if(NOT cycle)
        break()
    endif()
    string(REGEX MATCH "^[^ ]+ -> [^ ]+" first "${cycle}")
    string(REPLACE " -> " ">" first "${first}")
    set(why "")
    foreach(path IN LISTS sources)
        get_filename_component(folder "${path}" DIRECTORY)
        string(REPLACE ">" ";" pair "${first}")
        list(GET pair 0 from)
        list(GET pair 1 to)
        if(folder STREQUAL from)
            file(READ "${APP_DIR}/${path}" text)
            quoted_includes("${text}" includes)
            foreach(name IN LISTS includes)
                include_folder("${name}" target)
                if(target STREQUAL to)
                    set(why "app/${path} includes ${name}")
                    break()
                endif()
            endforeach()
        endif()
        if(why)
            break()
        endif()
    endforeach()
    string(APPEND problems "  the app's folders include one another in a cycle: ${cycle} (${why})\n")
    list(REMOVE_ITEM remaining "${first}")
endwhile()

if(problems)
    message(FATAL_ERROR "The app's layers do not hold:\n${problems}")
endif()
list(LENGTH sources files)
list(LENGTH edges edgeCount)
message(STATUS "app/: ${files} sources; ${count} games named only in their modules; "
               "${edgeCount} folder edges without a cycle")
