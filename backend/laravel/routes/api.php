<?php

use App\Http\Controllers\Auth\AuthenticatedSessionController;
use App\Http\Controllers\CouncilJoinRequestController;
use App\Http\Controllers\CouncilUserController;
use App\Http\Controllers\DictionaryController;
use App\Http\Controllers\FolderController;
use App\Http\Controllers\MessageRegenerateController;
use App\Http\Controllers\MessageSearchController;
use App\Http\Controllers\MessageStopController;
use App\Http\Controllers\ProfileAgentController;
use App\Http\Controllers\ProfileController;
use App\Http\Controllers\ThreadController;
use App\Http\Controllers\ThreadFileController;
use App\Http\Controllers\ThreadMessageController;
use Illuminate\Support\Facades\Route;

Route::post('/login', [AuthenticatedSessionController::class, 'store'])
    ->middleware(['guest', 'throttle:login']);

Route::middleware('auth:sanctum')->group(function () {
    Route::post('/logout', [AuthenticatedSessionController::class, 'destroy']);

    Route::get('/profile', [ProfileController::class, 'show']);
    Route::put('/profile', [ProfileController::class, 'update']);
    Route::get('/profile/agents', [ProfileAgentController::class, 'index']);

    Route::controller(DictionaryController::class)->prefix('dictionaries')->group(function () {
        Route::get('/categories', 'categories');
        Route::get('/models', 'models');
        Route::get('/roles', 'roles');
        Route::get('/user-positions', 'userPositions');
        Route::get('/tools', 'tools');
    });

    Route::apiResource('folders', FolderController::class);
    Route::apiResource('threads', ThreadController::class);
    Route::get('/messages/search', MessageSearchController::class);

    Route::scopeBindings()->prefix('threads/{thread}')->group(function () {
        Route::post('/message', [ThreadMessageController::class, 'store']);
        Route::post('/file', [ThreadFileController::class, 'store']);
        Route::put('/messages/{message}', [ThreadMessageController::class, 'update']);
        Route::post('/messages/{message}/stop', MessageStopController::class);
        Route::post('/messages/{message}/regenerate', MessageRegenerateController::class);
    });

    Route::scopeBindings()->prefix('councils/{council}')->group(function () {
        Route::apiResource('users', CouncilUserController::class)->except('update');
        Route::put('/users/{user}', [CouncilUserController::class, 'update']);
        Route::get('/join-requests', [CouncilJoinRequestController::class, 'index']);
    });
});

Route::get('/thread-files/{file}', [ThreadFileController::class, 'show'])
    ->middleware('signed')
    ->name('thread-files.download');
