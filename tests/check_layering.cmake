# Fails when core/, the CLI or the Qt-free test support and scale benchmark include Qt, or when
# a Qt translation unit includes oneTBB (whose headers clash with Qt's `emit`). Run by CTest
# as `layering`.
file(GLOB_RECURSE core_files "${SOURCE_DIR}/core/*.h" "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/app/cli/*.h" "${SOURCE_DIR}/app/cli/*.cpp"
     "${SOURCE_DIR}/tests/support/gpt2_fixture.*" "${SOURCE_DIR}/tests/support/safetensors_writer.*"
     "${SOURCE_DIR}/tests/support/write_gpt2_folder.cpp"
     "${SOURCE_DIR}/app/bench/bench_scale.cpp" "${SOURCE_DIR}/app/bench/process_memory.*")
foreach(f IN LISTS core_files)
  file(STRINGS "${f}" hits REGEX "#include[ \t]*<Q|#include[ \t]*<qt")
  if(hits)
    message(FATAL_ERROR "${f} includes Qt: ${hits}")
  endif()
endforeach()
file(GLOB_RECURSE ui_files "${SOURCE_DIR}/ui/*.h" "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/app/gui/*.cpp")
foreach(f IN LISTS ui_files)
  file(STRINGS "${f}" hits REGEX "#include[ \t]*[<\"](tbb|oneapi|core/attention)")
  if(hits)
    message(FATAL_ERROR "${f} includes oneTBB (or a core file that does): ${hits}")
  endif()
endforeach()
message(STATUS "layering ok")
