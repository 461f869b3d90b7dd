import ContainerUICore

extension ResolvedSearchField {
    /// Writes the suggestions (`text`, and `completion` or `completionToken`), the suggested
    /// tokens' texts, the scopes (`text`, `selected`), `scopeActivation` and `showsScopes`.
    func encode(into json: inout JSONWriter) {
        json.key("suggestions"); json.beginArray()
        for suggestion in suggestions {
            json.beginObject()
            json.key("text"); json.string(suggestion.text)
            switch suggestion.completion {
            case .text(let text): json.key("completion"); json.string(text)
            case .token(let id): json.key("completionToken"); json.string(id)
            case nil: break
            }
            json.endObject()
        }
        json.endArray()
        json.key("suggestedTokens"); json.beginArray(); for token in suggestedTokens { json.string(token) }; json.endArray()
        json.key("scopes"); json.beginArray()
        for scope in scopes {
            json.beginObject()
            json.key("text"); json.string(scope.text)
            json.key("selected"); json.bool(scope.isSelected)
            json.endObject()
        }
        json.endArray()
        json.key("scopeActivation"); json.string(scopeActivation.description)
        json.key("showsScopes"); json.bool(showsScopes)
    }
}
