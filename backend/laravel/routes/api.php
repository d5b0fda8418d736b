<?php

use App\Http\Controllers\AgentController;
use App\Http\Controllers\AgentFileController;
use App\Http\Controllers\AgentPreviewController;
use App\Http\Controllers\AgentStoreController;
use App\Http\Controllers\Auth\AuthenticatedSessionController;
use App\Http\Controllers\Auth\MicrosoftController;
use App\Http\Controllers\Auth\NewPasswordController;
use App\Http\Controllers\Auth\PasswordResetLinkController;
use App\Http\Controllers\Auth\RegisteredUserController;
use App\Http\Controllers\Auth\RegistrationRequestController;
use App\Http\Controllers\Auth\VerifyEmailController;
use App\Http\Controllers\CouncilAgentController;
use App\Http\Controllers\CouncilAgentSharePointController;
use App\Http\Controllers\CouncilAgentFileController;
use App\Http\Controllers\CouncilAgentUserController;
use App\Http\Controllers\CouncilController;
use App\Http\Controllers\CouncilFileController;
use App\Http\Controllers\CouncilInvitationResendController;
use App\Http\Controllers\CouncilJoinRequestController;
use App\Http\Controllers\CouncilLicenceController;
use App\Http\Controllers\CouncilSearchController;
use App\Http\Controllers\CouncilUserController;
use App\Http\Controllers\DictionaryController;
use App\Http\Controllers\FolderController;
use App\Http\Controllers\InvitationController;
use App\Http\Controllers\MessageRegenerateController;
use App\Http\Controllers\OrderController;
use App\Http\Controllers\PaymentController;
use App\Http\Controllers\MessageSearchController;
use App\Http\Controllers\MessageStopController;
use App\Http\Controllers\ProfileAgentController;
use App\Http\Controllers\SharePointController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\ProfileInvitationController;
use App\Http\Controllers\SubscriptionController;
use App\Http\Controllers\SupportController;
use App\Http\Controllers\ThreadController;
use App\Http\Controllers\ThreadFileController;
use App\Http\Controllers\ThreadMessageController;
use App\Http\Controllers\ToolController;
use Illuminate\Support\Facades\Route;

// The account flows Breeze and Fortify ship, for the SPA (throttled per IP address: AppServiceProvider).
// Not behind `guest`: its answer to a signed-in caller is a redirect (302), which the contract gives
// for none of them. A signed-in caller who sends credentials is signed in afresh as their owner, or
// answered 422 as anyone else would be; one who registers is signed in as the new account.
Route::post('/login', [AuthenticatedSessionController::class, 'store'])->middleware('throttle:login');
Route::post('/register', [RegisteredUserController::class, 'store'])->middleware('throttle:register');
Route::post('/registration-request', [RegistrationRequestController::class, 'store'])->middleware('throttle:registration-request');
Route::post('/forgot-password', [PasswordResetLinkController::class, 'store'])->middleware('throttle:forgot-password');
Route::post('/reset-password', [NewPasswordController::class, 'store'])->middleware('throttle:reset-password');

// Opened from the verification mail, maybe in another browser: no session needed, nobody signed in.
Route::get('/email/verify/{id}/{hash}', VerifyEmailController::class)
    ->middleware(['throttle:verify-email', 'signed'])
    ->name('verification.verify');

// Signing in with Microsoft: public (connecting SharePoint checks its caller in MicrosoftRedirectRequest).
Route::get('/auth/microsoft/redirect', [MicrosoftController::class, 'redirect']);
Route::get('/auth/microsoft/callback', [MicrosoftController::class, 'callback'])->middleware('throttle:microsoft-callback');

// The emailed invitation link, for a guest or a signed-in user.
Route::get('/councils/get-invitation-info', [InvitationController::class, 'show'])->middleware('throttle:invitation-info');
Route::post('/councils/accept-invitation', [InvitationController::class, 'accept'])->middleware('throttle:accept-invitation');

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/logout', [AuthenticatedSessionController::class, 'destroy']);

    Route::get('/profile', [ProfileController::class, 'show']);
    Route::put('/profile', [ProfileController::class, 'update']);
    Route::get('/profile/agents', [ProfileAgentController::class, 'index']);
    Route::put('/profile/agents/{agent}', [ProfileAgentController::class, 'update']);
    Route::delete('/profile/agents/{agent}', [ProfileAgentController::class, 'destroy']);

    Route::get('/profile/orders', [OrderController::class, 'mine']);
    Route::get('/subscriptions', [SubscriptionController::class, 'index']);
    Route::post('/subscriptions/{subscription}/buy', [SubscriptionController::class, 'buy']);
    Route::post('/payments/{payment}/setup', [PaymentController::class, 'setup']);
    Route::post('/feedback', [SupportController::class, 'feedback']);
    Route::get('/help-pages', [SupportController::class, 'helpPages']);

    Route::controller(ProfileInvitationController::class)->prefix('profile/invitations')->group(function () {
        Route::get('/', 'index');
        Route::post('/{invitation}/accept', 'accept');
        Route::delete('/{invitation}', 'destroy');
    });

    Route::controller(DictionaryController::class)->prefix('dictionaries')->group(function () {
        Route::get('/categories', 'categories');
        Route::get('/models', 'models');
        Route::get('/roles', 'roles');
        Route::get('/user-positions', 'userPositions');
        Route::get('/tools', 'tools');
    });

    Route::controller(ToolController::class)->prefix('tools/{tool:slug}')->group(function () {
        Route::get('/authorize', 'redirect');
        Route::post('/callback', 'callback');
        Route::delete('/delete', 'destroy');
        // After callback: a function is any other word (an unknown one is the controller's 404).
        Route::post('/{function}', 'call');
    });

    Route::apiResource('agents', AgentController::class);
    Route::scopeBindings()->prefix('agents/{agent}')->group(function () {
        Route::post('/publish', [AgentController::class, 'publish']);
        Route::post('/preview', AgentPreviewController::class)->middleware('throttle:preview-agent');
        Route::post('/add', [AgentStoreController::class, 'add']);
        Route::post('/buy', [AgentStoreController::class, 'buy']);
        Route::apiResource('files', AgentFileController::class)->only(['index', 'destroy'])->names('agents.files');
        Route::post('/files', [AgentFileController::class, 'store'])->middleware('throttle:agent-files')->name('agents.files.store');
    });

    Route::apiResource('folders', FolderController::class);
    Route::apiResource('threads', ThreadController::class);
    Route::get('/messages/search', MessageSearchController::class);

    Route::scopeBindings()->prefix('threads/{thread}')->group(function () {
        Route::post('/message', [ThreadMessageController::class, 'store'])->middleware('throttle:send-message');
        Route::post('/file', [ThreadFileController::class, 'store'])->middleware('throttle:thread-files');
        Route::put('/messages/{message}', [ThreadMessageController::class, 'update']);
        Route::post('/messages/{message}/stop', MessageStopController::class);
        Route::post('/messages/{message}/regenerate', MessageRegenerateController::class)->middleware('throttle:regenerate-message');
    });

    // Before councils/{council}: these words are not council ids.
    Route::post('/councils/create', [CouncilController::class, 'store']);
    Route::get('/councils/search', CouncilSearchController::class);
    Route::get('/councils/{council}', [CouncilController::class, 'show']);
    Route::put('/councils/{council}', [CouncilController::class, 'update']);

    Route::scopeBindings()->prefix('councils/{council}')->group(function () {
        Route::apiResource('users', CouncilUserController::class)->only(['index', 'show', 'destroy']);
        Route::post('/users', [CouncilUserController::class, 'store'])->middleware('throttle:invite-council-user');
        Route::put('/users/{user}', [CouncilUserController::class, 'update']);
        Route::get('/join-requests', [CouncilJoinRequestController::class, 'index']);
        Route::post('/request-join', [CouncilJoinRequestController::class, 'store']);
        Route::post('/join-requests/{joinRequest}', [CouncilJoinRequestController::class, 'update']);
        Route::post('/users/{user}/resend-invitation', CouncilInvitationResendController::class)
            ->middleware('throttle:resend-invitation');
        Route::apiResource('files', CouncilFileController::class)->only(['index', 'destroy']);
        Route::post('/files', [CouncilFileController::class, 'store'])->middleware('throttle:council-files');
        Route::get('/licences', [CouncilLicenceController::class, 'index']);
        Route::put('/licences/{licence}', [CouncilLicenceController::class, 'update']);
        Route::get('/orders', [OrderController::class, 'index']);
        Route::get('/sharepoint', [SharePointController::class, 'index']);
        Route::post('/sharepoint', [SharePointController::class, 'store']);
        // The contract's three browse routes: a drive's root, and one or two folders below it.
        Route::get('/sharepoint/{segment1}', [SharePointController::class, 'show']);
        Route::get('/sharepoint/{segment1}/{segment2}', [SharePointController::class, 'show']);
        Route::get('/sharepoint/{segment1}/{segment2}/{segment3}', [SharePointController::class, 'show']);
    });

    // Not scoped: {agent} is any agent (the council's settings for it are found, or 404, by the
    // controllers) and {file} a council agent file, which the controller checks is this council's.
    Route::prefix('councils/{council}/agents')->group(function () {
        Route::get('/', [CouncilAgentController::class, 'index']);
        Route::put('/{agent}', [CouncilAgentController::class, 'update']);
        Route::get('/{agent}/users', [CouncilAgentUserController::class, 'index']);
        Route::put('/{agent}/users', [CouncilAgentUserController::class, 'update']);
        Route::get('/{agent}/files', [CouncilAgentFileController::class, 'index']);
        Route::post('/{agent}/files', [CouncilAgentFileController::class, 'store'])->middleware('throttle:council-agent-files');
        Route::delete('/{agent}/files/{file}', [CouncilAgentFileController::class, 'destroy']);
        Route::post('/{agent}/sharepoint', CouncilAgentSharePointController::class);
    });
});

Route::get('/council-files/{file}', [CouncilFileController::class, 'show'])
    ->middleware('signed')
    ->name('council-files.download');

Route::get('/agent-files/{file}', [AgentFileController::class, 'show'])
    ->middleware('signed')
    ->name('agent-files.download');

Route::get('/council-agent-files/{file}', [CouncilAgentFileController::class, 'show'])
    ->middleware('signed')
    ->name('council-agent-files.download');

Route::get('/thread-files/{file}', [ThreadFileController::class, 'show'])
    ->middleware('signed')
    ->name('thread-files.download');
