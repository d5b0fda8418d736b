<?php

namespace App\Http\Controllers;

use App\Http\Requests\BuySubscriptionRequest;
use App\Http\Resources\OrderResource;
use App\Http\Resources\SubscriptionResource;
use App\Models\Subscription;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class SubscriptionController extends Controller
{
    /** The plans, cheapest first; `is_current` marks the plan of the caller's current council. */
    public function index(): AnonymousResourceCollection
    {
        return SubscriptionResource::collection(Subscription::orderBy('price')->orderBy('id')->get());
    }

    /**
     * A pending order of the plan for the council; paying it (POST /api/payments/{payment}/setup)
     * makes the plan the council's.
     */
    public function buy(BuySubscriptionRequest $request, Subscription $subscription): JsonResponse
    {
        $order = $request->council()->orders()->make([
            'type' => 'subscription',
            'item_id' => $subscription->id,
            'item_name' => $subscription->name,
            'amount' => $subscription->price,
            'currency' => $subscription->currency,
        ]);
        $order->place($request->user(), 'council_id');

        return (new OrderResource($order->load('council')))
            ->additional(['message' => 'Order created. Complete the payment to activate the subscription.'])
            ->response()
            ->setStatusCode(201);
    }
}
