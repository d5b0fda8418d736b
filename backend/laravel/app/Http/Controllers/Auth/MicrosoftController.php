<?php

namespace App\Http\Controllers\Auth;

use App\Exceptions\MicrosoftCodeRejected;
use App\Facades\MicrosoftSignIn;
use App\Http\Controllers\Controller;
use App\Http\Requests\MicrosoftRedirectRequest;
use App\Http\Requests\OAuthCallbackRequest;
use App\Http\Resources\UserResource;
use App\Models\User;
use App\Support\Microsoft\MicrosoftGrant;
use App\Support\OAuthState;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/** Signing in (or up) with a Microsoft account, and the consent that connects a council's SharePoint. */
class MicrosoftController extends Controller
{
    /** What a sign-in asks of the account: who it is. */
    public const SIGN_IN_SCOPES = ['openid', 'profile', 'email', 'User.Read'];

    /** What a council's SharePoint connection asks: to read its sites and files, and to keep doing so. */
    public const SHAREPOINT_SCOPES = ['openid', 'profile', 'email', 'User.Read', 'Sites.Read.All', 'Files.Read.All', 'offline_access'];

    public function redirect(MicrosoftRedirectRequest $request): JsonResponse
    {
        $type = $request->validated('type');
        if ($request->isSharePoint()) {
            $state = OAuthState::issue('sharepoint', ['council_id' => $request->council()->id, 'user_id' => $request->user()->id]);
            $url = MicrosoftSignIn::authorizationUrl(self::sharepointCallbackUrl(), $state, self::SHAREPOINT_SCOPES, 'consent', $request->user()->email);
        } else {
            $state = OAuthState::issue($type);
            $url = MicrosoftSignIn::authorizationUrl(self::signInCallbackUrl(), $state, self::SIGN_IN_SCOPES, $type === 'register' ? 'create' : 'select_account');
        }

        return response()->json(['url' => $url]);
    }

    /**
     * Signs in the user linked to the Microsoft account, or the user of its email when Microsoft
     * vouches for it (then linked); `register` creates them when there is none (email verified, no
     * password). Answers as POST /api/login does.
     */
    public function callback(OAuthCallbackRequest $request): JsonResponse
    {
        $issued = OAuthState::consume($request->query('state'), 'login', 'register');
        if ($issued === null) {
            throw ValidationException::withMessages(['state' => 'The sign-in request has expired. Please try again.']);
        }
        try {
            $account = MicrosoftSignIn::exchangeCode($request->query('code'), self::signInCallbackUrl(), self::SIGN_IN_SCOPES);
        } catch (MicrosoftCodeRejected) {
            throw ValidationException::withMessages(['code' => 'Microsoft did not accept the sign-in. Please try again.']);
        }

        $user = $this->userFor($account, $issued['purpose']);
        $user = DB::transaction(function () use ($user, $account) {
            $user ??= tap(User::make(['name' => mb_substr($account->name, 0, 255), 'email' => $account->email]))
                ->forceFill(['email_verified_at' => now()]);

            return tap($user->forceFill([
                'microsoft_email' => $account->email,
                'microsoft_tenant_id' => $account->tenantId,
                'microsoft_object_id' => $account->objectId,
            ]))->save();
        });

        Auth::login($user);
        $request->session()->regenerate();

        return response()->json([
            'message' => 'Login successful!',
            'data' => new UserResource($user->fresh()),
        ]);
    }

    /**
     * The user the Microsoft account signs in (null: a new one, for `register`). Matched on the
     * account's object id in its tenant first; its email is trusted only when Microsoft vouches for
     * it, since a tenant's admins can give any address to an account of theirs (the "nOAuth"
     * takeover), and never to reach a user already linked to another Microsoft account.
     */
    private function userFor(MicrosoftGrant $account, string $purpose): ?User
    {
        $linked = $account->objectId === null ? null : User::where('microsoft_tenant_id', $account->tenantId)
            ->where('microsoft_object_id', $account->objectId)->first();
        if ($linked !== null) {
            return $linked;
        }
        if (! $account->emailVerified) {
            throw ValidationException::withMessages(['email' => "Microsoft has not verified this account's email address. Please sign in with your email address and password."]);
        }
        $user = User::where('email', $account->email)->first();
        if ($user?->microsoft_object_id !== null) {
            throw ValidationException::withMessages(['email' => 'Another Microsoft account is linked to the account with this email address.']);
        }
        if ($user === null && $purpose === 'login') {
            throw ValidationException::withMessages(['email' => "No account uses this Microsoft account's email address. Please register first."]);
        }

        return $user;
    }

    /** The frontend page a sign-in consent returns to; it calls callback(). */
    public static function signInCallbackUrl(): string
    {
        return config('frontend.url').'/auth/Microsoft';
    }

    /** The frontend page a SharePoint consent returns to; it posts to confirmSharepointAuth. */
    public static function sharepointCallbackUrl(): string
    {
        return config('frontend.url').'/auth/Sharepoint_callback';
    }
}
