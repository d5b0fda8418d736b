<?php

namespace Database\Seeders;

use App\Models\HelpPage;
use Illuminate\Database\Seeder;

/**
 * The help centre's pages, from data/help-pages.json (the mock's help pages, mocks/db/seed/help/,
 * exported): a tree four levels deep, one page unpublished.
 */
class HelpPageSeeder extends Seeder
{
    public function run(): void
    {
        $this->seed(json_decode(file_get_contents(__DIR__.'/data/help-pages.json'), true), null, '');
    }

    private function seed(array $pages, ?int $parentId, string $parentPath): void
    {
        foreach ($pages as $position => $page) {
            $path = $parentPath === '' ? $page['slug'] : "{$parentPath}/{$page['slug']}";
            $row = HelpPage::create([
                'parent_id' => $parentId,
                'slug' => $page['slug'],
                'path' => $path,
                'title' => $page['title'],
                'body' => $page['body'],
                'position' => $position,
                'is_published' => $page['published'],
            ]);
            $this->seed($page['children'], $row->id, $path);
        }
    }
}
