#include "core/lab/paged_kv.h"

#include <algorithm>
#include <string>

#include "core/types.h"

namespace kvscope {

PagedKvPool::PagedKvPool(int blockSize, int blocks) : blockSize_(blockSize) {
    if (blockSize < 1 || blockSize > 65536) throw Error(msg("a KV block holds 1 to 65,536 positions, not %1", blockSize));
    if (blocks < 1 || blocks > (1 << 24)) throw Error(msg("a KV block pool has 1 to 16,777,216 blocks, not %1", blocks));
    refs_.assign(static_cast<size_t>(blocks), 0);
    filled_.assign(static_cast<size_t>(blocks), 0);
}

int PagedKvPool::freeBlocks() const { return static_cast<int>(std::count(refs_.begin(), refs_.end(), 0)); }

int PagedKvPool::takeFreeBlock() {
    const auto it = std::find(refs_.begin(), refs_.end(), 0);
    if (it == refs_.end()) throw Error(msg("the KV block pool is full: no free block for the next position"));
    *it = 1;
    const int block = static_cast<int>(it - refs_.begin());
    filled_[static_cast<size_t>(block)] = 0;
    return block;
}

PagedKvPool::Sequence& PagedKvPool::live(SequenceId s) {
    return const_cast<Sequence&>(static_cast<const PagedKvPool&>(*this).live(s));
}

const PagedKvPool::Sequence& PagedKvPool::live(SequenceId s) const {
    if (s < 0 || s >= static_cast<int>(sequences_.size()) || !sequences_[static_cast<size_t>(s)].alive)
        throw Error(msg("there is no sequence %1 in the KV block pool", s));
    return sequences_[static_cast<size_t>(s)];
}

bool PagedKvPool::alive(SequenceId s) const {
    return s >= 0 && s < static_cast<int>(sequences_.size()) && sequences_[static_cast<size_t>(s)].alive;
}

PagedKvPool::SequenceId PagedKvPool::add(int tokens) {
    if (tokens < 1) throw Error(msg("a sequence starts with at least one position"));
    if (blocksFor(tokens) > freeBlocks())
        throw Error(msg("the KV block pool is full: %1 positions need %2 blocks, %3 are free", tokens,
                        blocksFor(tokens), freeBlocks()));
    Sequence s;
    s.alive = true;
    for (int left = tokens; left > 0; left -= blockSize_) {
        const int block = takeFreeBlock();
        filled_[static_cast<size_t>(block)] = std::min(left, blockSize_);
        s.table.push_back(block);
    }
    s.tokens = tokens;
    sequences_.push_back(std::move(s));
    return static_cast<SequenceId>(sequences_.size()) - 1;
}

PagedKvPool::SequenceId PagedKvPool::fork(SequenceId parent) {
    Sequence s = live(parent);
    for (int block : s.table) ++refs_[static_cast<size_t>(block)];
    sequences_.push_back(std::move(s));
    return static_cast<SequenceId>(sequences_.size()) - 1;
}

void PagedKvPool::append(SequenceId id, int tokens) {
    Sequence& s = live(id);
    // check first, so a pool that runs out changes nothing
    const int last = s.table.empty() ? -1 : s.table.back();
    const int inLast = s.tokens - (static_cast<int>(s.table.size()) - 1) * blockSize_;  // positions of s in its last block
    const bool copy = last >= 0 && refs_[static_cast<size_t>(last)] > 1 && inLast < blockSize_;
    const int room = last >= 0 ? blockSize_ - inLast : 0;
    const int needed = blocksFor(std::max(0, tokens - room)) + (copy ? 1 : 0);
    if (needed > freeBlocks())
        throw Error(msg("the KV block pool is full: %1 more blocks needed, %2 are free", needed, freeBlocks()));
    if (copy) {  // the shared last block: this sequence's positions go to a copy of its own
        const int fresh = takeFreeBlock();
        filled_[static_cast<size_t>(fresh)] = inLast;
        --refs_[static_cast<size_t>(last)];
        s.table.back() = fresh;
        ++copies_;
    }
    for (int left = tokens; left > 0;) {
        int block = s.table.back();
        int used = s.tokens - (static_cast<int>(s.table.size()) - 1) * blockSize_;
        if (used == blockSize_) {
            block = takeFreeBlock();
            s.table.push_back(block);
            used = 0;
        }
        const int put = std::min(left, blockSize_ - used);
        filled_[static_cast<size_t>(block)] = std::max(filled_[static_cast<size_t>(block)], used + put);
        s.tokens += put;
        left -= put;
    }
}

void PagedKvPool::release(SequenceId id) {
    Sequence& s = live(id);
    for (int block : s.table) --refs_[static_cast<size_t>(block)];
    s.alive = false;
    s.table.clear();
    s.tokens = 0;
}

std::vector<PagedKvPool::SequenceId> PagedKvPool::sequences() const {
    std::vector<SequenceId> out;
    for (size_t i = 0; i < sequences_.size(); ++i)
        if (sequences_[i].alive) out.push_back(static_cast<SequenceId>(i));
    return out;
}

const std::vector<int>& PagedKvPool::blockTable(SequenceId s) const { return live(s).table; }
int PagedKvPool::tokens(SequenceId s) const { return live(s).tokens; }

PagedKvStats PagedKvPool::stats() const {
    PagedKvStats st;
    for (size_t b = 0; b < refs_.size(); ++b) {
        if (refs_[b] == 0) {
            ++st.blocksFree;
            continue;
        }
        ++st.blocksUsed;
        if (refs_[b] > 1) ++st.blocksShared;
        st.slotsFilled += filled_[b];
        st.slotsWasted += blockSize_ - filled_[b];
    }
    st.copies = copies_;
    return st;
}

}  // namespace kvscope
