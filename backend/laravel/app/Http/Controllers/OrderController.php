<?php

namespace App\Http\Controllers;

use App\Http\Requests\ListOrdersRequest;
use App\Http\Resources\OrderResource;
use App\Models\Council;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

/** Orders, newest first: a council's (for its admins) and the caller's personal ones. */
class OrderController extends Controller
{
    public function index(ListOrdersRequest $request, Council $council): AnonymousResourceCollection
    {
        return $this->page($request, $council->orders());
    }

    /** Agents the caller bought for their own use (`council_id` null). */
    public function mine(ListOrdersRequest $request): AnonymousResourceCollection
    {
        return $this->page($request, $request->user()->orders()->whereNull('council_id'));
    }

    private function page(ListOrdersRequest $request, HasMany|Builder $orders): AnonymousResourceCollection
    {
        $page = $orders
            ->with(['user', 'council'])
            ->when($request->filled('status'), fn ($query) => $query->where('status', $request->query('status')))
            ->when($request->filled('payment_status'), fn ($query) => $query->where('payment_status', $request->query('payment_status')))
            ->when($request->filled('type'), fn ($query) => $query->where('type', $request->query('type')))
            ->latest()
            ->latest('id')
            ->paginate($request->perPage())
            ->withQueryString();

        return OrderResource::collection($page);
    }
}
