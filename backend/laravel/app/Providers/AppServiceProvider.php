<?php

namespace App\Providers;

use App\Contracts\AiReplyGenerator;
use App\Contracts\MicrosoftIdentity;
use App\Contracts\PaymentGateway;
use App\Contracts\SharePointClient;
use App\Contracts\ToolOAuthProvider;
use App\Facades\AiReply;
use App\Facades\MicrosoftSignIn;
use App\Facades\Payments;
use App\Facades\SharePoint;
use App\Facades\ToolOAuth;
use App\Services\HttpAiReplyGenerator;
use App\Services\HttpToolOAuthProvider;
use App\Services\MicrosoftGraphSharePoint;
use App\Services\MicrosoftIdentityPlatform;
use App\Services\StripePaymentGateway;
use App\Support\LikePattern;
use Illuminate\Auth\Notifications\ResetPassword;
use Illuminate\Auth\Notifications\VerifyEmail;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Query\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\Facades\URL;
use Illuminate\Support\ServiceProvider;
use Illuminate\Support\Str;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        // External services, each behind a contract (app/Contracts) with a fake (app/Support/Fakes).
        $this->app->singleton(AiReplyGenerator::class, fn () => new HttpAiReplyGenerator(config('services.ai')));
        $this->app->singleton(PaymentGateway::class, fn () => new StripePaymentGateway(config('services.stripe')));
        $this->app->singleton(MicrosoftIdentity::class, fn () => new MicrosoftIdentityPlatform(config('services.microsoft')));
        $this->app->singleton(SharePointClient::class, fn () => new MicrosoftGraphSharePoint(config('services.microsoft')));
        $this->app->singleton(ToolOAuthProvider::class, fn () => new HttpToolOAuthProvider(config('services.tools')));
    }

    public function boot(): void
    {
        // Outside production (development, the tests, the test bed) a model mistake throws: a relation
        // read row by row (an N+1), an attribute set that is not fillable (silently dropped otherwise),
        // and an attribute read that the query did not select (silently null otherwise).
        Model::shouldBeStrict(! $this->app->isProduction());

        // The test bed and the conformance runner's backend talk to no outside service: every
        // contract is swapped for its fake, as each facade's fake() does in a test.
        if (config('conformance.fakes')) {
            AiReply::fake();
            Payments::fake();
            ToolOAuth::fake();
            MicrosoftSignIn::fake();
            SharePoint::fake();
        }

        // Fortify's login limiter: 5 attempts a minute per email and IP address.
        RateLimiter::for('login', function (Request $request) {
            // Before validation: an email sent as an array or a number must reach LoginRequest's 422, not a 500.
            $email = is_string($request->input('email')) ? $request->input('email') : '';
            $throttleKey = Str::transliterate(Str::lower($email).'|'.$request->ip());

            return Limit::perMinute(5)->by($throttleKey);
        });

        // The mails link to the SPA's pages, which call the API (frontend.url, config/frontend.php).
        ResetPassword::createUrlUsing(fn (object $user, string $token) => config('frontend.url').'/auth/Reset-password?'
            .http_build_query(['token' => $token, 'email' => $user->getEmailForPasswordReset()]));
        VerifyEmail::createUrlUsing(fn (object $user) => config('frontend.url').'/auth/Verifyemail?'
            .http_build_query(['url' => base64_encode(URL::temporarySignedRoute(
                'verification.verify',
                now()->addMinutes(config('auth.verification.expire', 60)),
                ['id' => $user->getKey(), 'hash' => sha1($user->getEmailForVerification())],
            ))]));

        // The searches' substring match: `%` and `_` typed in a search are matched as they are.
        Builder::macro('whereContains', function (string $column, string $term, string $boolean = 'and') {
            /** @var Builder $this */
            return $this->whereRaw(
                $this->getGrammar()->wrap($column).' like ? escape \''.LikePattern::ESCAPE.'\'',
                [LikePattern::contains($term)],
                $boolean,
            );
        });
        Builder::macro('orWhereContains', fn (string $column, string $term) => $this->whereContains($column, $term, 'or'));

        $this->configureGuestRateLimiting();
        $this->configureUserRateLimiting();

        // The channels' rules; their auth route is routes/web.php's (see bootstrap/app.php).
        require base_path('routes/channels.php');
    }

    /**
     * The contract's x-throttle of the guest account flows, per IP address. Named limiters, one per
     * operation: `throttle:6,1` keys a guest by IP alone, so every route using it would share a count.
     */
    private function configureGuestRateLimiting(): void
    {
        $perMinute = [
            'register' => 5,
            'registration-request' => 5,
            'forgot-password' => 6,
            'reset-password' => 6,
            'verify-email' => 6,
            'invitation-info' => 30,
            'accept-invitation' => 6,
            'microsoft-callback' => 6,
        ];
        foreach ($perMinute as $name => $limit) {
            RateLimiter::for($name, fn (Request $request) => Limit::perMinute($limit)->by($request->ip()));
        }
    }

    /**
     * The contract's x-throttle of the costly signed-in calls (`by: [user]`): the agent's replies,
     * uploads and invitation mails. One named limiter per operation, so sending does not spend the
     * upload allowance; the routes are behind auth:sanctum, so there is always a user to key by.
     */
    private function configureUserRateLimiting(): void
    {
        $perMinute = [
            'send-message' => 30,
            'regenerate-message' => 20,
            'thread-files' => 30,
            'council-files' => 30,
            'agent-files' => 30,
            'preview-agent' => 30,
            'council-agent-files' => 30,
            'invite-council-user' => 30,
            'resend-invitation' => 20,
        ];
        foreach ($perMinute as $name => $limit) {
            RateLimiter::for($name, fn (Request $request) => Limit::perMinute($limit)->by($request->user()->id));
        }
    }
}
