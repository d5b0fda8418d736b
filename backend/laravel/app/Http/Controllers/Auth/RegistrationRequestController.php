<?php

namespace App\Http\Controllers\Auth;

use App\Http\Controllers\Controller;
use App\Http\Requests\StoreRegistrationRequest;
use App\Mail\RegistrationRequested;
use App\Models\RegistrationRequest;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Mail;

class RegistrationRequestController extends Controller
{
    /** Stores the request and tells the sales team; no account is created. */
    public function store(StoreRegistrationRequest $request): JsonResponse
    {
        $registration = RegistrationRequest::create($request->validated());

        Mail::to(config('frontend.sales_address'))->send(new RegistrationRequested($registration));

        return response()->json(
            ['message' => 'Thank you! We have received your request and will contact you shortly.'],
            202,
        );
    }
}
