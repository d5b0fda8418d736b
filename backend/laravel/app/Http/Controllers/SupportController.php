<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreFeedbackRequest;
use App\Mail\FeedbackReceived;
use App\Models\HelpPage;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Mail;

/** Feedback to the support team, and the help centre. */
class SupportController extends Controller
{
    public function feedback(StoreFeedbackRequest $request): JsonResponse
    {
        $feedback = $request->user()->feedback()->create($request->validated());

        Mail::to(config('frontend.support_address'))->send(new FeedbackReceived($feedback));

        return response()->json(['data' => $feedback->only(['id', 'user_id', 'subject', 'message', 'rating', 'page_url', 'created_at'])], 201);
    }

    public function helpPages(): JsonResponse
    {
        return response()->json(['data' => HelpPage::publishedTree()
            ->map->only(['id', 'slug', 'path', 'title', 'body', 'parent_id', 'position', 'updated_at'])
            ->values()]);
    }
}
