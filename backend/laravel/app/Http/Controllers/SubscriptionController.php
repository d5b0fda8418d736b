<?php

namespace App\Http\Controllers;

use App\Http\Resources\SubscriptionResource;
use App\Models\Subscription;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class SubscriptionController extends Controller
{
    /** The plans, cheapest first; `is_current` marks the plan of the caller's current council. */
    public function index(): AnonymousResourceCollection
    {
        return SubscriptionResource::collection(Subscription::orderBy('price')->orderBy('id')->get());
    }
}
