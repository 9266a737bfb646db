# Sourced by run_all.sh / after_training.sh / launch_training.sh.
# Debian's python3-torch uses the system libblas.so.3, which is the slow
# reference (netlib) BLAS unless an optimised one is installed.  setup_blas.sh
# unpacks Debian's OpenBLAS into the work dir (no system change); this file
# points the dynamic linker at it for our processes only (~4x faster training).
export KVSCOPE_TRAIN_DIR="${KVSCOPE_TRAIN_DIR:-/var/tmp/kvscope-train}"
_ob="$KVSCOPE_TRAIN_DIR/openblas/usr/lib/x86_64-linux-gnu/openblas-pthread"
if [ -e "$_ob/libblas.so.3" ]; then
  export LD_LIBRARY_PATH="$_ob${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
fi
export OPENBLAS_NUM_THREADS="${OPENBLAS_NUM_THREADS:-2}"
export OMP_NUM_THREADS="${OMP_NUM_THREADS:-2}"
export OMP_WAIT_POLICY=PASSIVE
PY=/usr/bin/python3
# Keep freed tensors in the heap instead of returning them to the kernel each
# step: attention matrices of long windows (> 32 MB) otherwise cost a page-fault
# storm (a third of the CPU in the kernel; measured 1.5-2x faster at context 256-512).
export MALLOC_MMAP_MAX_=0 MALLOC_TRIM_THRESHOLD_=100000000000 MALLOC_TOP_PAD_=536870912
