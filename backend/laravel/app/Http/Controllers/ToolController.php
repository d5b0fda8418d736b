<?php

namespace App\Http\Controllers;

use App\Exceptions\ToolArgumentsRejected;
use App\Exceptions\ToolAuthorizationRejected;
use App\Facades\ToolOAuth;
use App\Http\Requests\CallToolFunctionRequest;
use App\Http\Requests\OAuthCallbackRequest;
use App\Http\Resources\ToolResource;
use App\Models\Tool;
use App\Models\ToolConnection;
use App\Support\OAuthState;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Validation\ValidationException;

/** A user's connections to the tools: OAuth consent, its callback, calling a function, disconnecting. */
class ToolController extends Controller
{
    /** The provider's consent address, with a one-time state for this session. */
    public function redirect(Request $request, Tool $tool): JsonResponse
    {
        $state = OAuthState::issue('tool', ['tool_id' => $tool->id, 'user_id' => $request->user()->id]);

        return response()->json(['url' => ToolOAuth::authorizationUrl($tool, $this->callbackUrl($tool), $state)]);
    }

    public function callback(OAuthCallbackRequest $request, Tool $tool): ToolResource
    {
        $issued = OAuthState::consume($request->query('state'), 'tool');
        if ($issued === null || $issued['tool_id'] !== $tool->id || $issued['user_id'] !== $request->user()->id) {
            throw ValidationException::withMessages(['state' => 'The authorization request has expired. Please try again.']);
        }
        try {
            $tokens = ToolOAuth::exchangeCode($tool, $request->query('code'), $this->callbackUrl($tool));
        } catch (ToolAuthorizationRejected) {
            throw ValidationException::withMessages(['code' => 'The provider did not accept the authorization code.']);
        }

        $connection = ToolConnection::updateOrCreate(
            ['user_id' => $request->user()->id, 'tool_id' => $tool->id],
            [
                'connected_at' => now(),
                'revoked_at' => null,
                'access_token' => $tokens->accessToken,
                'refresh_token' => $tokens->refreshToken,
                'expires_at' => $tokens->expiresAt,
            ],
        );

        return new ToolResource($tool->setRelation('connection', $connection));
    }

    public function call(CallToolFunctionRequest $request, Tool $tool, string $function): JsonResponse
    {
        abort_unless(in_array($function, $tool->functions, true), 404, 'Not found.');
        $connection = $request->user()->toolConnections()->where('tool_id', $tool->id)->first();
        if ($connection === null || $connection->revoked_at !== null) {
            throw ValidationException::withMessages(['tool' => 'The tool is not connected.']);
        }

        try {
            if ($connection->expires_at?->isPast()) {
                $tokens = ToolOAuth::refresh($tool, (string) $connection->refresh_token);
                $connection->update([
                    'access_token' => $tokens->accessToken,
                    'refresh_token' => $tokens->refreshToken ?? $connection->refresh_token,
                    'expires_at' => $tokens->expiresAt,
                ]);
            }
            $result = ToolOAuth::call($tool, $function, $request->arguments(), $connection->access_token);
        } catch (ToolAuthorizationRejected) {
            // The tokens are dropped; the row stays to say why the tool needs connecting again.
            $connection->update(['revoked_at' => now(), 'access_token' => null, 'refresh_token' => null, 'expires_at' => null]);
            throw ValidationException::withMessages(['tool' => "{$tool->name} no longer accepts your authorization. Please connect it again."]);
        } catch (ToolArgumentsRejected $rejected) {
            throw ValidationException::withMessages(['arguments' => $rejected->getMessage()]);
        }

        return response()->json(['data' => ['result' => $result]]);
    }

    /** Idempotent: a tool that was not connected answers the same. */
    public function destroy(Request $request, Tool $tool): Response
    {
        $connection = $request->user()->toolConnections()->where('tool_id', $tool->id)->first();
        if ($connection?->access_token !== null) {
            rescue(fn () => ToolOAuth::revoke($tool, $connection->access_token), report: false);
        }
        $connection?->delete();

        return response()->noContent();
    }

    /** The frontend page the provider sends the browser back to; it posts the code to callback(). */
    private function callbackUrl(Tool $tool): string
    {
        return config('frontend.url')."/auth/tool/{$tool->slug}/callback";
    }
}
