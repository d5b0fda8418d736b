<?php

namespace App\Services;

use App\Contracts\AiReplyGenerator;
use App\Exceptions\AiReplyFailed;
use App\Models\Agent;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Support\Facades\Http;

/**
 * The agents' model over an OpenAI-compatible chat completions API (config/services.php `ai`),
 * streamed as server-sent events: each `data:` line carries the next piece of the answer.
 */
class HttpAiReplyGenerator implements AiReplyGenerator
{
    /** @param  array{url: ?string, key: ?string, model: ?string, timeout: int}  $config */
    public function __construct(private array $config) {}

    public function stream(Agent $agent, string $prompt, array $history = []): iterable
    {
        if (blank($this->config['url'])) {
            throw new AiReplyFailed('The agent is unavailable right now. Please try again.');
        }

        return $this->pieces($agent, $prompt, $history);
    }

    /** @return \Generator<int, string> */
    private function pieces(Agent $agent, string $prompt, array $history): \Generator
    {
        try {
            $response = Http::withToken((string) $this->config['key'])
                ->timeout($this->config['timeout'])
                ->withOptions(['stream' => true])
                ->post(rtrim($this->config['url'], '/').'/chat/completions', [
                    'model' => $this->config['model'],
                    'stream' => true,
                    'messages' => [
                        ['role' => 'system', 'content' => "You are {$agent->name}. {$agent->description}"],
                        ...$history,
                        ['role' => 'user', 'content' => $prompt],
                    ],
                ]);
        } catch (ConnectionException) {
            throw new AiReplyFailed('The agent is unavailable right now. Please try again.');
        }
        if ($response->failed()) {
            throw new AiReplyFailed('The agent is unavailable right now. Please try again.');
        }

        $body = $response->toPsrResponse()->getBody();
        $buffer = '';
        while (! $body->eof()) {
            $buffer .= $body->read(1024);
            while (($end = strpos($buffer, "\n")) !== false) {
                $line = trim(substr($buffer, 0, $end));
                $buffer = substr($buffer, $end + 1);
                if (! str_starts_with($line, 'data:') || ($data = trim(substr($line, 5))) === '[DONE]') {
                    continue;
                }
                $piece = json_decode($data, true)['choices'][0]['delta']['content'] ?? '';
                if ($piece !== '') {
                    yield $piece;
                }
            }
        }
    }
}
