<?php

namespace App\Support;

use Illuminate\Support\Str;

/**
 * The part of a message's text around its first match, and where the words occur in it, counted in
 * UTF-16 code units as the browser's JavaScript counts them (MessageSearchResult.highlights).
 */
class SearchSnippet
{
    private const WIDTH = 160;

    private const BEFORE = 60;

    /** @param  list<string>  $words */
    public function __construct(private string $text, private array $words) {}

    /** @return array{snippet: string, highlights: list<array{offset: int, length: int}>} */
    public function toArray(): array
    {
        $text = Str::squish($this->text);
        $first = collect($this->words)->map(fn ($word) => mb_stripos($text, $word))->filter(fn ($at) => $at !== false)->min() ?? 0;
        $start = max(0, $first - self::BEFORE);
        $snippet = mb_substr($text, $start, self::WIDTH);
        $snippet = ($start > 0 ? '…' : '').$snippet.($start + self::WIDTH < mb_strlen($text) ? '…' : '');

        return ['snippet' => $snippet, 'highlights' => $this->highlights($snippet)];
    }

    /** @return list<array{offset: int, length: int}> */
    private function highlights(string $snippet): array
    {
        $ranges = [];
        foreach ($this->words as $word) {
            for ($at = mb_stripos($snippet, $word); $at !== false; $at = mb_stripos($snippet, $word, $at + 1)) {
                $ranges[] = ['offset' => $this->utf16(mb_substr($snippet, 0, $at)), 'length' => $this->utf16(mb_substr($snippet, $at, mb_strlen($word)))];
            }
        }
        usort($ranges, fn ($a, $b) => $a['offset'] <=> $b['offset']);

        // Overlapping matches (one word inside another) become one range.
        $merged = [];
        foreach ($ranges as $range) {
            $last = count($merged) - 1;
            if ($last >= 0 && $range['offset'] <= $merged[$last]['offset'] + $merged[$last]['length']) {
                $end = max($merged[$last]['offset'] + $merged[$last]['length'], $range['offset'] + $range['length']);
                $merged[$last]['length'] = $end - $merged[$last]['offset'];
            } else {
                $merged[] = $range;
            }
        }

        return $merged;
    }

    private function utf16(string $text): int
    {
        return intdiv(strlen(mb_convert_encoding($text, 'UTF-16LE', 'UTF-8')), 2);
    }
}
