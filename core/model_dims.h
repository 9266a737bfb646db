#pragma once
// The dimensions of a model that the engine, the KV cache, the work meter and the recording
// policy all plan with. One struct: ModelInfo holds it, and KvShape, CostModel and RecordShape
// take it whole from there (derive, don't copy field by field).

namespace kvscope {

struct ModelDims {
    int layers = 1;
    int heads = 1;            // query heads per layer
    int kvHeads = 1;          // key/value heads per layer (fewer than heads with GQA/MQA)
    int keyDim = 1;           // dk per head
    int valueDim = 1;         // dv per head
    int combinedDim = 1;      // width of a layer's combined output (toy 1, transformer d)
    int maxPositions = 1;     // longest sequence the model accepts

    // Grouped-query attention: query heads per KV head (1 for multi-head attention, `heads`
    // for multi-query), and the KV head query head `head` reads.
    int groupSize() const { return kvHeads > 0 && heads % kvHeads == 0 ? heads / kvHeads : 1; }
    int kvHeadOf(int head) const { return head / groupSize(); }
};

}  // namespace kvscope
