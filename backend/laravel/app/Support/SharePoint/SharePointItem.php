<?php

namespace App\Support\SharePoint;

/** A file or folder of a drive; `path` from the drive's root, starting with '/'. */
final class SharePointItem
{
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly string $path,
        public readonly bool $isFolder,
        public readonly ?int $size,
        public readonly ?string $mimeType,
        public readonly string $webUrl,
        public readonly string $modifiedAt,
    ) {}

    /** As the contract's SharepointItem shows it. */
    public function toArray(): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'path' => $this->path,
            'is_folder' => $this->isFolder,
            'size' => $this->size,
            'mime_type' => $this->mimeType,
            'web_url' => $this->webUrl,
            'modified_at' => $this->modifiedAt,
        ];
    }
}
