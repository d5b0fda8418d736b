<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Eloquent\Model;

/** A page of the help centre, shown at /help/{path}. */
class HelpPage extends Model
{
    protected $fillable = ['parent_id', 'slug', 'path', 'title', 'body', 'position', 'is_published'];

    protected function casts(): array
    {
        return ['is_published' => 'boolean'];
    }

    /** The published pages in tree order (each page, then its children by position); a hidden page hides its subtree. */
    public static function publishedTree(): Collection
    {
        $children = static::orderBy('position')->orderBy('id')->get()->groupBy(fn (HelpPage $page) => $page->parent_id ?? 0);
        $tree = new Collection;
        $walk = function (int $parentId) use (&$walk, $children, $tree) {
            foreach ($children->get($parentId, []) as $page) {
                if ($page->is_published) {
                    $tree->push($page);
                    $walk($page->id);
                }
            }
        };
        $walk(0);

        return $tree;
    }
}
