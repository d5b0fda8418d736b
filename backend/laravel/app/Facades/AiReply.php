<?php

namespace App\Facades;

use App\Contracts\AiReplyGenerator;
use App\Support\Fakes\AiReplyGeneratorFake;
use Illuminate\Support\Facades\Facade;

/**
 * @method static iterable<int, string> stream(\App\Models\Agent $agent, string $prompt, array $history = [])
 * @method static void assertPrompted(\Closure|string $callback)
 * @method static void assertNothingPrompted()
 *
 * @see \App\Contracts\AiReplyGenerator
 * @see \App\Support\Fakes\AiReplyGeneratorFake
 */
class AiReply extends Facade
{
    /**
     * Replaces the model with a fake that answers at once with canned text (or the given replies,
     * one per prompt, the last repeated), and records the prompts for assertions.
     *
     * @param  list<string>  $replies
     */
    public static function fake(array $replies = []): AiReplyGeneratorFake
    {
        return tap(new AiReplyGeneratorFake($replies), fn (AiReplyGeneratorFake $fake) => static::swap($fake));
    }

    protected static function getFacadeAccessor(): string
    {
        return AiReplyGenerator::class;
    }
}
