<?php

namespace App\Contracts;

use App\Models\Agent;

/**
 * The model behind the agents: it answers a prompt with the pieces of text it streams.
 */
interface AiReplyGenerator
{
    /**
     * The agent's answer to the prompt, piece by piece, in order.
     *
     * @param  list<array{role: string, content: string}>  $history  the thread's earlier messages, oldest first
     * @return iterable<int, string>
     *
     * @throws \App\Exceptions\AiReplyFailed when the model cannot answer or breaks off
     */
    public function stream(Agent $agent, string $prompt, array $history = []): iterable;
}
