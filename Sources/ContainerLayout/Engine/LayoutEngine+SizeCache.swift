import ContainerUICore
import Foundation

extension LayoutEngine {
    /// An item's answers for its most recent proposals, in the nearest container
    /// of `container`'s size. Four, because a stack asks each child for zero, infinity and its
    /// share, and the child's parent asks in turn: with two, nested stacks measured every
    /// subtree again on each question.
    struct CacheEntry {
        struct Answer {
            var proposal: ProposedViewSize
            var size: CGSize
        }

        var answers: (Answer?, Answer?, Answer?, Answer?) = (nil, nil, nil, nil)
        var container: CGSize = .zero
        /// The slot of the oldest answer, which the next one replaces.
        var next = 0

        func size(for proposal: ProposedViewSize) -> CGSize? {
            if let answer = answers.0, answer.proposal == proposal { return answer.size }
            if let answer = answers.1, answer.proposal == proposal { return answer.size }
            if let answer = answers.2, answer.proposal == proposal { return answer.size }
            if let answer = answers.3, answer.proposal == proposal { return answer.size }
            return nil
        }

        mutating func insert(_ size: CGSize, for proposal: ProposedViewSize) {
            let answer = Answer(proposal: proposal, size: size)
            switch next {
            case 0: answers.0 = answer
            case 1: answers.1 = answer
            case 2: answers.2 = answer
            default: answers.3 = answer
            }
            next = (next + 1) % 4
        }
    }
}
