<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Http\Requests\RegisterRequest;
use App\Http\Resources\UserResource;
use App\Models\User;
use Illuminate\Auth\Events\Registered;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Auth;
use Illuminate\Support\Facades\DB;

class RegisteredUserController extends Controller
{
    /** Creates the account, sends the verification mail (the Registered event) and signs the user in. */
    public function store(RegisterRequest $request): JsonResponse
    {
        $partner = $request->boolean('partner');

        $user = DB::transaction(function () use ($request, $partner) {
            $user = User::create([
                'name' => $request->name,
                'email' => $request->email,
                'password' => $request->password,
            ]);
            // Not mass assignable: only registration sets who is a partner.
            $user->forceFill(['is_partner' => $partner, 'company' => $partner ? $request->company : null])->save();

            return $user;
        }, 5);

        // The verification mail once the account is stored.
        event(new Registered($user));

        Auth::login($user);
        $request->session()->regenerate();

        return (new UserResource($user->fresh()))
            ->additional(['message' => 'Registration successful. Please check your email to verify your address.'])
            ->response()
            ->setStatusCode(201);
    }
}
