<?php

namespace App\Support\SharePoint;

/** A document library (a Graph drive). */
final class SharePointDrive
{
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly string $webUrl,
        public readonly string $driveType = 'documentLibrary',
    ) {}

    /** As the contract's SharepointDrive shows it. */
    public function toArray(): array
    {
        return ['id' => $this->id, 'name' => $this->name, 'web_url' => $this->webUrl, 'drive_type' => $this->driveType];
    }
}
