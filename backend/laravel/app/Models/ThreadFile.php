<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Prunable;
use Illuminate\Support\Facades\Storage;

class ThreadFile extends Model
{
    use Prunable;

    protected $fillable = ['name', 'size', 'mime_type', 'path'];

    /** Files never attached to a message are deleted after 24 hours (uploadThreadFiles); `model:prune` runs daily. */
    public function prunable(): Builder
    {
        return static::whereNull('message_id')->where('created_at', '<=', now()->subDay());
    }

    /** The stored file goes with its row. */
    protected function pruning(): void
    {
        Storage::delete($this->path);
    }

    /** Where a thread's uploads are stored: the folder goes when the thread is deleted. */
    public static function folderOf(Thread $thread): string
    {
        return 'thread-files/'.$thread->getKey();
    }
}
