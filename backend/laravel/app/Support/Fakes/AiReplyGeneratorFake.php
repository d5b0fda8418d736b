<?php

namespace App\Support\Fakes;

use App\Contracts\AiReplyGenerator;
use App\Exceptions\AiReplyFailed;
use App\Models\Agent;
use Closure;
use Illuminate\Support\Sleep;
use Illuminate\Support\Str;
use PHPUnit\Framework\Assert as PHPUnit;

/**
 * The model's stand-in, as the mock's reply stream behaves (mocks/realtime/reply-stream.ts): a
 * canned answer that quotes the prompt (or the replies given to AiReply::fake()), streamed in short
 * pieces at config('agent.reply_pace_ms') apart, and optionally breaking off after some pieces.
 * It records every prompt, so a test can assert what the model was asked.
 */
class AiReplyGeneratorFake implements AiReplyGenerator
{
    /** @var list<array{agent: Agent, prompt: string, history: array}> */
    private array $prompts = [];

    private ?array $failure = null;

    /** @param  list<string>  $replies  one per prompt, the last one repeated; none: the canned answer */
    public function __construct(private array $replies = []) {}

    /** Breaks off every reply after `$pieces` pieces with `$message` (the mock's failReplies fault). */
    public function failAfter(int $pieces = 0, string $message = 'The agent is unavailable right now. Please try again.'): static
    {
        $this->failure = ['pieces' => $pieces, 'message' => $message];

        return $this;
    }

    public function stream(Agent $agent, string $prompt, array $history = []): iterable
    {
        $this->prompts[] = ['agent' => $agent, 'prompt' => $prompt, 'history' => $history];
        $reply = $this->replies === []
            ? $this->cannedReply($prompt)
            : $this->replies[min(count($this->prompts), count($this->replies)) - 1];

        return $this->pieces($reply);
    }

    /** @return \Generator<int, string> */
    private function pieces(string $reply): \Generator
    {
        $paceMs = (int) config('agent.reply_pace_ms');
        foreach ($this->split($reply) as $index => $piece) {
            if ($this->failure !== null && $index >= $this->failure['pieces']) {
                throw new AiReplyFailed($this->failure['message']);
            }
            if ($paceMs > 0) {
                Sleep::usleep($paceMs * 1000);
            }
            yield $piece;
        }
        if ($this->failure !== null) {
            throw new AiReplyFailed($this->failure['message']);
        }
    }

    private function cannedReply(string $prompt): string
    {
        return 'Thank you for your question. Here is what I found about **'
            .Str::of($prompt)->squish()->limit(40)
            ."**:\n\n"
            ."- The rules depend on your council's local plan.\n"
            ."- Check the latest guidance before you apply.\n";
    }

    /**
     * Pieces of a few words, as a model's tokens arrive (whitespace stays with the word before it).
     *
     * @return list<string>
     */
    private function split(string $reply): array
    {
        $words = preg_split('/(?<=\s)(?=\S)/u', $reply) ?: [$reply];

        return array_map(fn (array $group) => implode('', $group), array_chunk($words, 3));
    }

    /** Asserts the model was asked a prompt: the exact text, or one the callback accepts. */
    public function assertPrompted(Closure|string $callback): void
    {
        $matches = array_filter($this->prompts, fn (array $call) => is_string($callback)
            ? $call['prompt'] === $callback
            : $callback($call['prompt'], $call['agent'], $call['history']));

        PHPUnit::assertNotEmpty($matches, 'The expected prompt was not sent to the model.');
    }

    public function assertNothingPrompted(): void
    {
        PHPUnit::assertEmpty($this->prompts, 'The model was prompted '.count($this->prompts).' times.');
    }
}
