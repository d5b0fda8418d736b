<?php

namespace App\Http\Controllers;

use App\Facades\AiReply;
use App\Http\Requests\PreviewAgentRequest;
use App\Models\Agent;
use Illuminate\Http\JsonResponse;

/**
 * Lets an author try their agent (a draft too) before publishing it: the model's whole answer to one
 * message, in the response. Nothing is stored and nothing is broadcast; a thread is for agents in a list.
 */
class AgentPreviewController extends Controller
{
    public function __invoke(PreviewAgentRequest $request, Agent $agent): JsonResponse
    {
        $content = implode('', [...AiReply::stream($agent, $request->validated('content'))]);

        return response()->json(['data' => ['agent_id' => $agent->id, 'content' => $content]]);
    }
}
