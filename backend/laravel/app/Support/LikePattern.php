<?php

namespace App\Support;

/**
 * A LIKE pattern matching a typed term as a substring, its `%` and `_` taken literally. The escape
 * character is `!`, not a backslash: a backslash in `escape '\'` is read differently by SQLite and
 * MariaDB (which treats it as a string escape), `!` means the same on both.
 */
class LikePattern
{
    public const ESCAPE = '!';

    public static function contains(string $term): string
    {
        return '%'.str_replace(['!', '%', '_'], ['!!', '!%', '!_'], $term).'%';
    }
}
