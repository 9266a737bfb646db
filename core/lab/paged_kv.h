#pragma once
// Paged KV memory (the KV cache lab, issue 24 item 4), as vLLM's block manager keeps it: the
// cache is a pool of fixed-size blocks of `blockSize` positions; each sequence has a block table
// (its positions' blocks, in order), so it holds whole blocks and wastes only the empty slots
// of its last one — against contiguous allocation, which reserves the maximum length for every
// sequence up front. Forks share blocks: a fork copies the parent's table and raises every
// block's reference count; appending to a sequence whose last block is shared and partly
// filled first copies that block (copy on write), so the other owners never see the new token.
// A released sequence lowers its blocks' counts, and blocks at 0 return to the free list.
//
// This is the bookkeeping only — which block holds which position of which sequence — worked
// so it can be checked by hand: free blocks are handed out lowest number first.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace kvscope {

struct PagedKvStats {
    int blocksUsed = 0;        // blocks with a reference count above 0
    int blocksFree = 0;
    int blocksShared = 0;      // blocks held by more than one sequence
    std::int64_t slotsFilled = 0;   // positions stored (a shared block's counted once)
    std::int64_t slotsWasted = 0;   // empty slots in used blocks (each sequence's last block)
    std::int64_t copies = 0;        // copy-on-write copies made so far
};

class PagedKvPool {
public:
    using SequenceId = int;

    // Throws Error for a block size or block count below 1.
    PagedKvPool(int blockSize, int blocks);

    int blockSize() const { return blockSize_; }
    int blockCount() const { return static_cast<int>(refs_.size()); }

    // A new sequence of `tokens` positions (its prompt). Throws Error when the pool has too few
    // free blocks (nothing is allocated then).
    SequenceId add(int tokens);
    // A sequence sharing every block of `parent` (a fork of the timeline).
    SequenceId fork(SequenceId parent);
    // `tokens` more positions (decode steps); copies a shared, partly filled last block first.
    // Throws Error when the pool runs out (the sequence keeps what it had).
    void append(SequenceId sequence, int tokens = 1);
    // The sequence leaves (finished, or preempted); its blocks' counts drop.
    void release(SequenceId sequence);

    bool alive(SequenceId sequence) const;
    std::vector<SequenceId> sequences() const;  // the live ones, oldest first
    const std::vector<int>& blockTable(SequenceId sequence) const;
    int tokens(SequenceId sequence) const;
    int refCount(int block) const { return refs_.at(static_cast<size_t>(block)); }
    // Positions of `block` holding data: those of its fullest owner (a block is filled from the start).
    int filled(int block) const { return filled_.at(static_cast<size_t>(block)); }
    PagedKvStats stats() const;

    // Blocks a sequence of `tokens` positions holds: ⌈tokens / blockSize⌉.
    int blocksFor(int tokens) const { return (tokens + blockSize_ - 1) / blockSize_; }

private:
    struct Sequence {
        std::vector<int> table;
        int tokens = 0;
        bool alive = false;
    };
    int takeFreeBlock();
    int freeBlocks() const;
    Sequence& live(SequenceId sequence);
    const Sequence& live(SequenceId sequence) const;

    int blockSize_;
    std::vector<int> refs_;    // per block
    std::vector<int> filled_;  // per block: positions written
    std::vector<Sequence> sequences_;
    std::int64_t copies_ = 0;
};

// Slots contiguous allocation reserves: `maxLength` for each of `sequences`.
inline std::int64_t contiguousSlots(int sequences, int maxLength) {
    return static_cast<std::int64_t>(sequences) * maxLength;
}

}  // namespace kvscope
