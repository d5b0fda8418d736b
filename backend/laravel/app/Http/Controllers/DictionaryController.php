<?php

namespace App\Http\Controllers;

use App\Http\Resources\AiModelResource;
use App\Http\Resources\CategoryResource;
use App\Http\Resources\RoleResource;
use App\Http\Resources\ToolResource;
use App\Http\Resources\UserPositionResource;
use App\Models\AiModel;
use App\Models\Category;
use App\Models\Role;
use App\Models\Tool;
use App\Models\UserPosition;
use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\AnonymousResourceCollection;

class DictionaryController extends Controller
{
    public function categories(): AnonymousResourceCollection
    {
        return CategoryResource::collection(Category::orderBy('name')->get());
    }

    public function models(): AnonymousResourceCollection
    {
        return AiModelResource::collection(AiModel::orderBy('name')->get());
    }

    public function roles(): AnonymousResourceCollection
    {
        return RoleResource::collection(Role::orderBy('id')->get());
    }

    public function userPositions(): AnonymousResourceCollection
    {
        return UserPositionResource::collection(UserPosition::orderBy('name')->get());
    }

    public function tools(Request $request): AnonymousResourceCollection
    {
        $tools = Tool::with(['connection' => fn ($query) => $query->where('user_id', $request->user()->id)])
            ->orderBy('name')
            ->get();

        return ToolResource::collection($tools);
    }
}
