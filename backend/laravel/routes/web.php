<?php

use Illuminate\Http\Request;
use Illuminate\Support\Facades\Broadcast;
use Illuminate\Support\Facades\Route;

Route::get('/', function () {
    return view('welcome');
});

// Not Broadcast::routes(): that route also answers GET, skips the CSRF check and hands a malformed
// socket_id to the Pusher SDK (a 500). Here the `web` group brings the session and the CSRF check.
Route::post('/broadcasting/auth', function (Request $request) {
    $request->validate([
        'socket_id' => ['required', 'string', 'max:64', 'regex:/^\d+\.\d+$/'],
        'channel_name' => ['required', 'string', 'max:255', 'regex:/^(private|presence)-.+$/'],
    ]);

    return Broadcast::auth($request);
})->middleware('auth:sanctum');
