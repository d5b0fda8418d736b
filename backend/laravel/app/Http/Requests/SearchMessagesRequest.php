<?php

namespace App\Http\Requests;

use Illuminate\Support\Str;

class SearchMessagesRequest extends PaginatedRequest
{
    public function rules(): array
    {
        return [
            ...parent::rules(),
            'q' => ['required', 'string', 'min:2', 'max:255'],
        ];
    }

    /** @return list<string> */
    public function words(): array
    {
        return self::wordsOf($this->validated('q'));
    }

    /** @return list<string> */
    public static function wordsOf(string $q): array
    {
        return explode(' ', Str::squish($q));
    }
}
