#include "ui/lab/lab_worker.h"

#include "core/types.h"
#include "ui/session/core_message.h"
#include "ui/session/mailbox.h"

namespace kvscope::ui {

LabWorker::LabWorker(const QString& threadName, QObject* parent)
    : QObject(parent), generation_(std::make_shared<std::atomic<quint64>>(0)) {
    toWorker_ = new Mailbox;
    toWorker_->moveToThread(&thread_);
    fromWorker_ = new Mailbox(this);
    connect(&thread_, &QThread::finished, toWorker_, &QObject::deleteLater);
    thread_.setObjectName(threadName);
    thread_.start();
}

LabWorker::~LabWorker() {
    generation_->fetch_add(1);  // a running job stops at its next check
    thread_.quit();
    thread_.wait();
}

void LabWorker::cancel() { generation_->fetch_add(1); }

void LabWorker::finished() {
    if (--pending_ == 0) emit busyChanged(false);
}

void LabWorker::start(Job job) {
    const quint64 g = generation_->fetch_add(1) + 1;
    if (pending_++ == 0) emit busyChanged(true);
    toWorker_->post([this, box = fromWorker_, gen = generation_, g, job = std::move(job)] {
        try {
            const StopCheck stop = [gen, g] { return gen->load() != g; };
            const Progress progress = [this, box, g](int done, int total) {
                box->post([this, g, done, total] {
                    if (current(g)) emit this->progress(done, total);
                });
            };
            std::function<void()> deliver = job(stop, progress);
            box->post([this, g, deliver = std::move(deliver)] {
                if (current(g) && deliver) deliver();
                finished();
            });
        } catch (const Cancelled&) {
            box->post([this] {
                emit cancelled();
                finished();
            });
        } catch (const std::exception& e) {
            box->post([this, g, m = errorText(e)] {
                if (current(g)) emit failed(m);
                finished();
            });
        }
    });
}

}  // namespace kvscope::ui
